/** Bodies of the hearings: Termine of the creditors, Prüfungstermine, and the Schlusstermin of the final distribution. */
import { germanDate } from '../calendar.js';
import { hearingAfter, hearingText } from './blocks.js';
import type { TextContext } from './context.js';
import { administratorRole } from './grammar.js';
import { isPerson, openedOn } from './later-stages.js';

export function termin(ctx: TextContext): string {
  const { facts, event, rng, court } = ctx;
  const role = administratorRole(facts, false);
  const where = hearingText(hearingAfter(event.decisionDay, rng), court);
  switch (rng.int(0, 2)) {
    case 0:
      return `Eine Gläubigerversammlung wird einberufen auf ${where}. Tagesordnung: Bericht ${role.gen} über den Stand des Verfahrens, Beschlussfassung über die Veräußerung des Unternehmens im Ganzen (§ 160 InsO) und gegebenenfalls über die Einstellung des Verfahrens mangels Masse (§ 207 InsO).`;
    case 1:
      return `Erörterungs- und Abstimmungstermin über den vorgelegten Insolvenzplan (§ 235 InsO): ${where}. Der Plan liegt mit seinen Anlagen auf der Geschäftsstelle zur Einsicht aus.`;
    default:
      return `Der im Eröffnungsbeschluss vom ${openedOn(ctx)} bestimmte Berichts- und Prüfungstermin wird aufgehoben und verlegt auf ${where}.`;
  }
}

export function pruefungstermin(ctx: TextContext): string {
  const { event, rng, court } = ctx;
  const where = hearingText(hearingAfter(event.decisionDay, rng), court);
  return `Termin zur Prüfung nachträglich angemeldeter Forderungen: ${where}. Der Termin findet im schriftlichen Verfahren statt, wenn nicht bis eine Woche vorher ein Gläubiger die mündliche Verhandlung beantragt.`;
}

/** Consent to the final distribution and the Schlusstermin (§§ 196, 197 InsO), or its written replacement. */
export function schlussverteilung(ctx: TextContext): string {
  const { facts, event, rng, court } = ctx;
  const role = administratorRole(facts, false);
  const hearing = hearingAfter(event.decisionDay, rng);
  const objections = `Erörterung der Schlussrechnung ${role.gen}, Erhebung von Einwendungen gegen das Schlussverzeichnis und Entscheidung der Gläubiger über nicht verwertbare Gegenstände der Insolvenzmasse${isPerson(ctx) ? ' sowie Anhörung zum Antrag auf Restschuldbefreiung' : ''}`;
  switch (rng.int(0, 2)) {
    case 0:
      return `Termin zur abschließenden Gläubigerversammlung (Schlusstermin) wird bestimmt auf ${hearingText(hearing, court)}. Gegenstand: ${objections}. Die Schlussrechnung liegt zur Einsicht auf der Geschäftsstelle aus.`;
    case 1:
      return `Das Verfahren wird schriftlich fortgeführt. An die Stelle des Schlusstermins tritt der ${germanDate(hearing.day)}. Bis zu diesem Tag können Einwendungen gegen das Schlussverzeichnis schriftlich erhoben werden; später eingehende Einwendungen bleiben unberücksichtigt.`;
    default:
      return `Die Zustimmung zur Schlussverteilung wird erteilt (§ 196 InsO). Schriftlicher Schlusstermin wird bestimmt auf den: ${germanDate(hearing.day)}. Der Termin dient der ${objections}.`;
  }
}
