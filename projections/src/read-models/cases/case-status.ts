import type { CaseNotice, PublicationType } from '@insolvenz/backend/cases/domain/events.js';
import { noticeOrder, type OrderedNotice } from '@insolvenz/backend/cases/domain/events.js';

/**
 * The status a case shows is the stage its latest stage-changing notice put it in (docs/SPEC.md §3, docs/DESIGN.md §7).
 * Hearings, a released self-employment, a fixed remuneration or a new administrator do not change the stage, so
 * the case keeps its status (`null` here). Labels of the types that already existed stay as they were: events
 * recorded before the finer types keep their old values (a refused Restschuldbefreiung may be stored as
 * `restschuldbefreiung`), so those labels must stay true for both.
 */
const STATUS_BY_TYPE: Record<PublicationType, string | null> = {
  sicherungsmassnahmen: 'Antrag gestellt',
  schutzschirmverfahren: 'Schutzschirmverfahren angeordnet',
  aufhebung_sicherungsmassnahmen: 'Sicherungsmaßnahmen aufgehoben',
  abweisung_mangels_masse: 'Abgewiesen mangels Masse',
  eroeffnung: 'Verfahren eröffnet',
  eigenverwaltung: 'Verfahren in Eigenverwaltung eröffnet',
  masseunzulaenglichkeit: 'Masseunzulänglichkeit angezeigt',
  verteilungsverzeichnis: 'Verteilungsverzeichnis',
  schlussverteilung: 'Schlussverteilung eingeleitet',
  einstellung: 'Verfahren eingestellt',
  aufhebung: 'Verfahren aufgehoben',
  nachtragsverteilung: 'Nachtragsverteilung angeordnet',
  insolvenzplan: 'Insolvenzplan',
  ueberwachung_insolvenzplan: 'Planüberwachung angeordnet',
  aufhebung_ueberwachung_insolvenzplan: 'Planüberwachung aufgehoben',
  restschuldbefreiung: 'Restschuldbefreiung',
  versagung_restschuldbefreiung: 'Restschuldbefreiung versagt',
  termin: null,
  pruefungstermin: null,
  freigabe_selbstaendige_taetigkeit: null,
  verguetungsfestsetzung: null,
  verwalterwechsel: null,
  sonstiges: null,
};

/** Types that only occur in opened proceedings: the status when such a notice is all that is known of a case. */
const IMPLIES_OPENED: ReadonlySet<PublicationType> = new Set([
  'termin',
  'pruefungstermin',
  'freigabe_selbstaendige_taetigkeit',
  'verguetungsfestsetzung',
  'verwalterwechsel',
]);

/**
 * Notices that end the proceedings, or end an application without opening them: dismissed for lack of assets,
 * discontinued, lifted (also the plan supervision and the protective measures), Restschuldbefreiung granted or
 * refused. The one definition of "aktiv" (the import monitor's "Aktive Verfahren"): a case is active unless its
 * status is one of these. A later notice that reopens the case (a Nachtragsverteilung after the lifting) makes it
 * active again. Changing this list changes the read model: bump the cases projection's version.
 */
const ENDING_TYPES: readonly PublicationType[] = [
  'abweisung_mangels_masse',
  'einstellung',
  'aufhebung',
  'aufhebung_ueberwachung_insolvenzplan',
  'aufhebung_sicherungsmassnahmen',
  'restschuldbefreiung',
  'versagung_restschuldbefreiung',
];

/** The status labels of closed proceedings ("Verfahren aufgehoben", "Abgewiesen mangels Masse", …). */
export const CLOSED_STATUSES: ReadonlySet<string> = new Set(ENDING_TYPES.map((type) => STATUS_BY_TYPE[type] as string));

/** Whether a case with this status is an active (still running) proceeding. */
export function isActiveStatus(status: string): boolean {
  return !CLOSED_STATUSES.has(status);
}

/** The status after a notice of `type`, given the status before it (null when nothing is known yet). */
export function caseStatus(type: PublicationType, previous: string | null): string {
  return (
    STATUS_BY_TYPE[type] ?? previous ?? (IMPLIES_OPENED.has(type) ? 'Verfahren eröffnet' : 'Sonstige Bekanntmachung')
  );
}

export interface TimelineEntry extends OrderedNotice {
  readonly publicationType: PublicationType;
}

/**
 * Status after each notice of a case, in the order of time (`noticeOrder`: publication date, decision date, stage;
 * never the order of recording), so a notice that arrives late takes its place in the timeline. The map iterates in
 * that order: its last value is the case's status.
 */
export function statusTimeline(entries: readonly TimelineEntry[]): Map<number, string> {
  const ordered = [...entries].sort(noticeOrder);
  const statusBySeq = new Map<number, string>();
  let status: string | null = null;
  for (const entry of ordered) {
    status = caseStatus(entry.publicationType, status);
    statusBySeq.set(entry.seq, status);
  }
  return statusBySeq;
}

/** `verbraucher` for consumer proceedings (IK), `antrag` while only an application is known, else `regel`. */
export function procedureType(notice: CaseNotice, status: string): 'regel' | 'verbraucher' | 'antrag' {
  if (/\bIK\b/.test(notice.caseNumber)) return 'verbraucher';
  if (
    status === 'Antrag gestellt' ||
    status === 'Schutzschirmverfahren angeordnet' ||
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

/** The administrator's name, role and contact details as JSON for the case page (null without a name). */
export function administratorContact(notice: CaseNotice): string | null {
  const a = notice.administrator;
  if (!a?.name) return null;
  const { role, name, firm, street, postalCode, city, phone, email } = a;
  return JSON.stringify({ role, name, firm, street, postalCode, city, phone, email });
}
