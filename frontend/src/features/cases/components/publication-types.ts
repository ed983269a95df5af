/** German names of the notice types of the case timeline (parser output, DESIGN §8). */
const PUBLICATION_TYPE_LABELS: Record<string, string> = {
  sicherungsmassnahmen: 'Sicherungsmaßnahmen',
  aufhebung_sicherungsmassnahmen: 'Aufhebung der Sicherungsmaßnahmen',
  eroeffnung: 'Eröffnung des Verfahrens',
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

export function publicationTypeLabel(type: string | null | undefined): string {
  return (type && PUBLICATION_TYPE_LABELS[type]) || 'Bekanntmachung';
}
