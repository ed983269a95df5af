import type { HearingKind } from '../domain/case-notice.js';

/** German names of the hearings and other dates of a notice (page and calendar entries). */
export const HEARING_LABELS: Readonly<Record<HearingKind, string>> = {
  berichts_und_pruefungstermin: 'Berichts- und Prüfungstermin',
  berichtstermin: 'Berichtstermin',
  pruefungstermin: 'Prüfungstermin',
  schlusstermin: 'Schlusstermin',
  eroerterungs_und_abstimmungstermin: 'Erörterungs- und Abstimmungstermin',
  glaeubigerversammlung: 'Gläubigerversammlung',
  stichtag: 'Stichtag',
  anmeldefrist: 'Ende der Anmeldefrist für Forderungen',
  widerspruchsfrist: 'Frist für Widersprüche gegen angemeldete Forderungen',
  einwendungsfrist: 'Frist für Einwendungen gegen das Schlussverzeichnis',
  planvorlagefrist: 'Frist zur Vorlage des Insolvenzplans',
};

export const HEARING_KINDS = Object.keys(HEARING_LABELS) as HearingKind[];
