import type { PublicationType } from '../../cases/domain/events.js';

/** German names of the parsed publication types, for keywords ("Eröffnung") and the digest mail. */
export const PUBLICATION_TYPE_LABELS: Record<PublicationType, string> = {
  sicherungsmassnahmen: 'Sicherungsmaßnahmen',
  aufhebung_sicherungsmassnahmen: 'Aufhebung der Sicherungsmaßnahmen',
  eroeffnung: 'Eröffnung des Insolvenzverfahrens',
  abweisung_mangels_masse: 'Abweisung mangels Masse',
  einstellung: 'Einstellung des Verfahrens',
  aufhebung: 'Aufhebung des Verfahrens',
  termin: 'Termin',
  restschuldbefreiung: 'Restschuldbefreiung',
  verteilungsverzeichnis: 'Verteilungsverzeichnis',
  insolvenzplan: 'Insolvenzplan',
  sonstiges: 'Sonstige Bekanntmachung',
  schutzschirmverfahren: 'Schutzschirmverfahren',
  eigenverwaltung: 'Eröffnung in Eigenverwaltung',
  pruefungstermin: 'Prüfungstermin',
  masseunzulaenglichkeit: 'Anzeige der Masseunzulänglichkeit',
  schlussverteilung: 'Schlussverteilung und Schlusstermin',
  versagung_restschuldbefreiung: 'Versagung der Restschuldbefreiung',
  freigabe_selbstaendige_taetigkeit: 'Freigabe der selbständigen Tätigkeit',
  ueberwachung_insolvenzplan: 'Überwachung des Insolvenzplans',
  aufhebung_ueberwachung_insolvenzplan: 'Aufhebung der Planüberwachung',
  verguetungsfestsetzung: 'Vergütungsfestsetzung',
  verwalterwechsel: 'Wechsel des Verwalters',
  nachtragsverteilung: 'Nachtragsverteilung',
};

export function publicationTypeLabel(type: string): string {
  return PUBLICATION_TYPE_LABELS[type as PublicationType] ?? type;
}
