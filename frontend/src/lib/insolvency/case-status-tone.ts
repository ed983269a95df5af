/** How alarming a case status is; the badge colour follows it (SPEC §3: the status is a coloured badge). */
export type StatusTone = 'critical' | 'warning' | 'closed' | 'positive' | 'info';

const TONE_BY_STATUS: Record<string, StatusTone> = {
  'Verfahren eröffnet': 'critical',
  'Abgewiesen mangels Masse': 'critical',
  'Antrag gestellt': 'warning',
  'Sicherungsmaßnahmen aufgehoben': 'closed',
  'Verfahren eingestellt': 'closed',
  'Verfahren aufgehoben': 'closed',
  Restschuldbefreiung: 'positive',
  Insolvenzplan: 'positive',
};

export function statusTone(status: string | null | undefined): StatusTone {
  return (status && TONE_BY_STATUS[status]) || 'info';
}
