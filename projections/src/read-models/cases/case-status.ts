import type { CaseNotice, PublicationType } from '@insolvenz/backend/cases/domain/events.js';

/**
 * Maps parsed notice types to the vocabulary the UI shows (SPEC.md §3, DESIGN.md §7). A hearing notice
 * (`termin`) does not change what stage the case is in, so it keeps the previous status.
 */
const STATUS_BY_TYPE: Record<PublicationType, string | null> = {
  sicherungsmassnahmen: 'Antrag gestellt',
  aufhebung_sicherungsmassnahmen: 'Sicherungsmaßnahmen aufgehoben',
  eroeffnung: 'Verfahren eröffnet',
  abweisung_mangels_masse: 'Abgewiesen mangels Masse',
  einstellung: 'Verfahren eingestellt',
  aufhebung: 'Verfahren aufgehoben',
  termin: null,
  restschuldbefreiung: 'Restschuldbefreiung',
  verteilungsverzeichnis: 'Verteilungsverzeichnis',
  insolvenzplan: 'Insolvenzplan',
  sonstiges: null,
};

export function caseStatus(type: PublicationType, previous: string | null): string {
  return STATUS_BY_TYPE[type] ?? previous ?? (type === 'termin' ? 'Verfahren eröffnet' : 'Sonstige Bekanntmachung');
}

/** `verbraucher` for consumer proceedings (IK), `antrag` while only an application is known, else `regel`. */
export function procedureType(notice: CaseNotice, status: string): 'regel' | 'verbraucher' | 'antrag' {
  if (/\bIK\b/.test(notice.caseNumber)) return 'verbraucher';
  if (
    status === 'Antrag gestellt' ||
    status === 'Abgewiesen mangels Masse' ||
    status === 'Sicherungsmaßnahmen aufgehoben'
  ) {
    return 'antrag';
  }
  return 'regel';
}

export function formatAddress(notice: Pick<CaseNotice, 'street' | 'postalCode' | 'city'>): string | null {
  const place = [notice.postalCode, notice.city].filter(Boolean).join(' ');
  const address = [notice.street, place].filter(Boolean).join(', ');
  return address === '' ? null : address;
}

export function formatAdministrator(notice: CaseNotice): string | null {
  const a = notice.administrator;
  if (!a?.name) return null;
  const place = [a.postalCode, a.city].filter(Boolean).join(' ');
  return [a.name, a.firm, a.street, place].filter(Boolean).join(', ');
}
