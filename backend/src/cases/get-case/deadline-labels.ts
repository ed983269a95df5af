import { DEADLINE_KINDS, type DeadlineKind } from '../domain/deadline.js';

/** German names of the deadline kinds (case page, API). */
export const DEADLINE_LABELS: Readonly<Record<DeadlineKind, string>> = {
  anmeldefrist: 'Anmeldefrist',
  berichtstermin: 'Berichtstermin',
  pruefungstermin: 'Prüfungstermin',
  schlusstermin: 'Schlusstermin',
  glaeubigerversammlung: 'Gläubigerversammlung',
  eroerterungs_abstimmungstermin: 'Erörterungs- und Abstimmungstermin',
  stichtag_schriftliches_verfahren: 'Stichtag im schriftlichen Verfahren',
  einwendungsfrist: 'Einwendungsfrist',
  antragsfrist: 'Antragsfrist',
  sonstige_frist: 'Sonstige Frist',
  wirksamkeit: 'Bekanntmachung wirksam',
};

export { DEADLINE_KINDS };
