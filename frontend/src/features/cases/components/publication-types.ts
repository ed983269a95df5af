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
};

export function publicationTypeLabel(type: string | null | undefined): string {
  return (type && PUBLICATION_TYPE_LABELS[type]) || 'Bekanntmachung';
}
