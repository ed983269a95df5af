/**
 * How each Länder layout introduces the debtor after "über": "das Vermögen der im Handelsregister … eingetragenen
 * X GmbH, …" (NRW), "… (AG Y, HRB n), vertr. d.: …" (Niedersachsen/Hessen), "d. X GmbH … Registergericht: …"
 * (Berlin, south), "den Nachlass des am … verstorbenen …" (estates).
 */
import type { CaseFacts } from '../cases/case-facts.js';
import { germanDate } from '../calendar.js';
import type { TemplateStyle } from '../notice.js';
import { formatAddress } from '../parties/addresses.js';
import { registerText } from '../parties/companies.js';
import { birthDate, fullName, type Person } from '../parties/persons.js';
import type { Rng } from '../random.js';
import { companyAddress, representationLong, representationPlain, representationShort } from './blocks.js';

function personArticle(person: Person, short: boolean): string {
  if (short) return 'd.';
  return person.female ? 'der' : 'des';
}

function personPhrase(person: Person, trade: string, style: TemplateStyle, rng: Rng): string {
  const short = style === 'berlin' || style === 'south';
  const born = style === 'short' ? `geb. am ${birthDate(person)}` : `geboren am ${birthDate(person)}`;
  const salutation = style === 'nrw' && rng.chance(0.4) ? (person.female ? 'Frau ' : 'Herrn ') : '';
  const residence = rng.chance(0.3) ? `wohnhaft ${formatAddress(person.address)}` : formatAddress(person.address);
  const tradePart = trade ? `, ${trade}` : '';
  return `das Vermögen ${personArticle(person, short)} ${salutation}${fullName(person)}, ${born}${tradePart}, ${residence}`;
}

function estatePhrase(person: Person, deathDay: number, style: TemplateStyle): string {
  const short = style === 'berlin' || style === 'south';
  const article = short ? 'd.' : person.female ? 'der' : 'des';
  return `den Nachlass ${article} am ${germanDate(deathDay)} verstorbenen ${fullName(person)}, geboren am ${birthDate(person)}, zuletzt wohnhaft ${formatAddress(person.address)}`;
}

export interface DebtorIntro {
  /** Object of "über …": "das Vermögen der …". */
  readonly phrase: string;
  /** Business line sentence, if the layout prints one. */
  readonly purpose: string;
}

export function debtorIntro(facts: CaseFacts, style: TemplateStyle, rng: Rng): DebtorIntro {
  const d = facts.debtor;
  if (d.kind === 'person') return { phrase: personPhrase(d.person, d.trade, style, rng), purpose: '' };
  if (d.kind === 'estate') return { phrase: estatePhrase(d.deceased, d.deathDay, style), purpose: '' };
  const c = d.company;
  const address = companyAddress(c, rng);
  const reg = c.register;
  const purpose = rng.chance(0.45) ? c.purpose : '';
  switch (style) {
    case 'nrw': {
      const rep = representationLong(c, rng, rng.chance(0.1));
      if (!reg) return { phrase: `das Vermögen der ${c.name}, ${address}, ${rep}`, purpose };
      const registerWord = rng.chance(0.7) ? 'Handelsregister' : 'Register';
      return {
        phrase: `das Vermögen der im ${registerWord} des Amtsgerichts ${reg.court.place} unter ${registerText(reg, rng.chance(0.06))} eingetragenen ${c.name}, ${address}, ${rep}`,
        purpose,
      };
    }
    case 'sachsen': {
      const regPart = reg ? `, ${reg.court.name} , ${registerText(reg)}` : '';
      return {
        phrase: `das Vermögen der ${c.name}, ${address}${regPart} ${representationPlain(c, rng, false)}`,
        purpose,
      };
    }
    case 'berlin': {
      const regPart = reg ? ` Registergericht: ${reg.court.name} Register-Nr.: ${registerText(reg)}` : '';
      return {
        phrase: `das Vermögen d. ${c.name}, ${address}, ${representationPlain(c, rng, rng.chance(0.4))}${regPart}`,
        purpose,
      };
    }
    case 'brandenburg': {
      const regPart = reg ? ` (Registergericht: AG ${reg.court.place} ${registerText(reg)})` : '';
      return { phrase: `das Vermögen der ${c.name}${regPart}, ${address}, ${representationLong(c, rng)}`, purpose };
    }
    case 'short': {
      const regPart = reg ? ` (AG ${reg.court.place}${rng.chance(0.3) ? ' ' : ''}, ${registerText(reg)})` : '';
      const rep = representationShort(c, rng);
      return { phrase: `das Vermögen der ${c.name}, ${address}${regPart}${rep ? `, ${rep}` : ''}`, purpose };
    }
    default: {
      const regPart =
        reg && rng.chance(0.85) ? `\nRegistergericht: ${reg.court.name} Register-Nr.: ${registerText(reg)}` : '';
      return {
        phrase: `das Vermögen d. ${c.name}, ${address}, ${representationPlain(c, rng, rng.chance(0.6))}${regPart}`,
        purpose,
      };
    }
  }
}
