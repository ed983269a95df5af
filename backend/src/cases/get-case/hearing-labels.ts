import type { HearingKind } from '../domain/case-notice.js';

/** German names of the hearings (calendar entries; the SPA has its own copy for the page). */
export const HEARING_LABELS: Readonly<Record<HearingKind, string>> = {
  berichts_und_pruefungstermin: 'Berichts- und Prüfungstermin',
  berichtstermin: 'Berichtstermin',
  pruefungstermin: 'Prüfungstermin',
  schlusstermin: 'Schlusstermin',
  eroerterungs_und_abstimmungstermin: 'Erörterungs- und Abstimmungstermin',
  glaeubigerversammlung: 'Gläubigerversammlung',
};

export const HEARING_KINDS = Object.keys(HEARING_LABELS) as HearingKind[];
