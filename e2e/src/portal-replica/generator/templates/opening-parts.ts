/**
 * Sentences of an opening decision (Eröffnungsbeschluss) that all layouts share; the layouts arrange them as
 * running text or numbered items. Boilerplate deliberately mentions "Einstellung … mangels Masse": the type of
 * a notice must come from its operative sentence, not from keywords.
 */
import { germanDate } from '../calendar.js';
import {
  adminBlock,
  type AdminLayout,
  claimsDeadline,
  deletionNotice,
  hearingAfter,
  hearingText,
  securityRights,
  thirdPartyDebtors,
} from './blocks.js';
import type { TextContext } from './context.js';
import { administratorRole, type RoleWords } from './grammar.js';

export interface OpeningParts {
  readonly role: RoleWords;
  readonly admin: string;
  readonly deadline: number;
  readonly eigenverwaltung: string;
  readonly claims: string;
  readonly security: string;
  readonly thirdParty: string;
  readonly meeting: string;
  readonly consumer: string;
  readonly masseunzulaenglichkeit: string;
  readonly deletion: string;
}

export function openingParts(ctx: TextContext, adminLayout: AdminLayout): OpeningParts {
  const { facts, event, rng, words, court } = ctx;
  const role = administratorRole(facts, false);
  const deadline = claimsDeadline(event.decisionDay, rng);
  const written = facts.kind !== 'company' || rng.chance(0.35);
  let meeting: string;
  if (written) {
    const stichtag = hearingAfter(deadline, rng);
    meeting = `Das Verfahren wird schriftlich durchgeführt (§ 5 Abs. 2 InsO). An die Stelle des Berichts- und Prüfungstermins tritt als Stichtag der ${germanDate(stichtag.day)}. Bis zu diesem Tag können die Gläubiger schriftlich Stellung nehmen, insbesondere zur Person ${role.gen}, zur Einsetzung eines Gläubigerausschusses (§ 68 InsO) und zu einer etwaigen Einstellung des Verfahrens mangels Masse (§ 207 InsO). Widersprüche gegen angemeldete Forderungen müssen bis zum Stichtag bei Gericht eingegangen sein.`;
  } else {
    const hearing = hearingAfter(deadline, rng);
    meeting = `Berichtstermin und Prüfungstermin: ${hearingText(hearing, court)}. In dem Termin beschließt die Gläubigerversammlung über den Fortgang des Verfahrens (§ 157 InsO), die Wahl eines anderen Verwalters (§ 57 InsO), die Einsetzung eines Gläubigerausschusses (§ 68 InsO) und gegebenenfalls über eine Anhörung zur Einstellung des Verfahrens mangels Masse (§ 207 InsO). Ist die Versammlung nicht beschlussfähig, gilt die Zustimmung zu besonders bedeutsamen Rechtshandlungen als erteilt (§ 160 Abs. 1 Satz 3 InsO).`;
  }
  const consumer =
    facts.debtor.kind === 'person'
      ? rng.pick([
          `${words.nom === 'der Schuldner' ? 'Der Schuldner' : 'Die Schuldnerin'} hat die Erteilung der Restschuldbefreiung beantragt. Die Kosten des Verfahrens werden ${words.dat} gemäß § 4a InsO bis zur Erteilung der Restschuldbefreiung gestundet.`,
          `Es wird festgestellt, dass ${words.nom} Restschuldbefreiung beantragt hat. Gläubiger können bis zum Schlusstermin Versagungsanträge stellen (§ 290 InsO).`,
        ])
      : '';
  return {
    role,
    admin: adminBlock(facts.administrator, adminLayout, rng),
    deadline,
    eigenverwaltung: facts.eigenverwaltung
      ? `Die Eigenverwaltung wird angeordnet: ${words.nom === 'die Schuldnerin' ? 'Die Schuldnerin' : 'Der Schuldner'} verwaltet die Masse unter Aufsicht ${role.gen} selbst und darf über sie verfügen (§§ 270 ff. InsO).`
      : '',
    claims: `Die Insolvenzgläubiger werden aufgefordert, ihre Forderungen (§ 38 InsO) bis zum ${germanDate(deadline)} unter Beachtung des § 174 InsO schriftlich bei ${role.dat} anzumelden.`,
    security: securityRights(role, words),
    thirdParty: thirdPartyDebtors(role, words),
    meeting,
    consumer,
    masseunzulaenglichkeit:
      facts.kind === 'company' && rng.chance(0.05)
        ? `${role.Nom} hat bereits angezeigt, dass die Masse zwar die Kosten des Verfahrens deckt, aber nicht ausreicht, um die fälligen sonstigen Masseverbindlichkeiten zu erfüllen (Masseunzulänglichkeit, § 208 InsO).`
        : '',
    deletion: deletionNotice(rng),
  };
}
