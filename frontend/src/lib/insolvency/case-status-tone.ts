/** How alarming a case status is; the badge colour follows it (SPEC §3: the status is a coloured badge). */
export type StatusTone = 'critical' | 'warning' | 'closed' | 'positive' | 'info';

// One entry per status the cases read model writes (projections/src/read-models/cases/case-status.ts).
const TONE_BY_STATUS: Record<string, StatusTone> = {
  'Verfahren eröffnet': 'critical',
  'Verfahren in Eigenverwaltung eröffnet': 'critical',
  'Abgewiesen mangels Masse': 'critical',
  'Masseunzulänglichkeit angezeigt': 'critical',
  'Restschuldbefreiung versagt': 'critical',
  'Antrag gestellt': 'warning',
  'Schutzschirmverfahren angeordnet': 'warning',
  'Sicherungsmaßnahmen aufgehoben': 'closed',
  Verteilungsverzeichnis: 'closed',
  'Schlussverteilung eingeleitet': 'closed',
  'Verfahren eingestellt': 'closed',
  'Verfahren aufgehoben': 'closed',
  'Nachtragsverteilung angeordnet': 'closed',
  Restschuldbefreiung: 'positive',
  Insolvenzplan: 'positive',
  'Planüberwachung angeordnet': 'positive',
  'Planüberwachung aufgehoben': 'positive',
};

export function statusTone(status: string | null | undefined): StatusTone {
  return (status && TONE_BY_STATUS[status]) || 'info';
}
