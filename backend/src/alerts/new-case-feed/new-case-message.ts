import {
  cityKey,
  type CaseImported,
  type CaseNoticeCorrected,
  type CaseNoticePublished,
  type CaseNoticeWithdrawn,
  type CaseRetentionExpired,
  type DebtorKind,
} from '../../cases/domain/events.js';
import type { RecordedEvent } from '../../platform/event-store/event.js';
import { foldedTokens } from '../../platform/text/german-search.js';
import { caseRef, registerRef, type CaseMatchFields } from '../matching/case-terms.js';
import { publicationTypeLabel } from '../matching/publication-types.js';

/** The topic of the new-case feed on the message bus. */
export const NEW_CASES_TOPIC = 'alerts.new-cases';

/**
 * A message of the new-case feed (docs/DESIGN.md §6, §9): ids and what matching needs, nothing more. The debtor's
 * name travels as folded tokens (with its legal form), the address as postal code, city tokens and the folded city; no notice text,
 * street, administrator or dates of birth. `caseKey` (court + Aktenzeichen, already the case's stream name) lets the
 * digest read the case itself when it sends, so erased cases cannot be mailed from a stale copy.
 */
export type NewCaseMessage =
  | ({
      readonly kind: 'case-notice';
      readonly eventId: string;
      /** Global position of the case event (decimal string: positions are 64-bit). */
      readonly position: string;
      readonly caseId: number;
      readonly caseKey: string;
      readonly publicationType: string;
      readonly publicationDate: string;
      /** Land of the court and the search's procedure type, for saved searches with an alert. */
      readonly state?: string | null;
      readonly procedureType?: string;
      /**
       * The search filters' facts of the notice (issue #13), for saved searches with an alert. Absent in
       * messages published before they existed: a saved search filtering on them does not match those.
       */
      readonly debtorKind?: DebtorKind;
      readonly postalCode?: string | null;
      /** The folded city (`München` → `munchen`), compared like the search's city prefix. */
      readonly cityKey?: string | null;
      /** Register type in the parser's spelling (`HRB`) and number (`12345`). */
      readonly registerType?: string | null;
      readonly registerNumber?: string | null;
    } & CaseMatchFields)
  | {
      readonly kind: 'case-erased';
      readonly eventId: string;
      readonly position: string;
      readonly caseId: number;
    };

/**
 * A corrected or withdrawn notice (issue #32) travels like a new one, with its (corrected) facts: the alerts that
 * match it record it in the match log, so mails and webhooks tell the watchers.
 */
export const FEED_EVENT_TYPES: ReadonlySet<string> = new Set([
  'CaseImported',
  'CaseNoticePublished',
  'CaseNoticeCorrected',
  'CaseNoticeWithdrawn',
  'CaseRetentionExpired',
]);

type FeedEvent = RecordedEvent<
  CaseImported | CaseNoticePublished | CaseNoticeCorrected | CaseNoticeWithdrawn | CaseRetentionExpired
>;

export function toNewCaseMessage(recorded: RecordedEvent): NewCaseMessage | null {
  if (!FEED_EVENT_TYPES.has(recorded.type)) return null;
  const event = recorded as FeedEvent;
  const base = { eventId: event.metadata.eventId, position: event.position.toString(), caseId: event.data.caseId };
  if (event.type === 'CaseRetentionExpired') return { kind: 'case-erased', ...base };
  const { notice, caseKey } = event.data;
  const context = [
    notice.legalForm,
    notice.postalCode,
    notice.city,
    notice.court,
    publicationTypeLabel(notice.publicationType),
  ];
  return {
    kind: 'case-notice',
    ...base,
    caseKey,
    publicationType: notice.publicationType,
    publicationDate: notice.publicationDate,
    state: notice.state,
    procedureType: procedureTypeOf(notice.caseNumber, notice.publicationType),
    debtorKind: notice.debtorKind,
    postalCode: notice.postalCode,
    cityKey: notice.city ? cityKey(notice.city) : null,
    registerType: notice.register?.type ?? null,
    registerNumber: notice.register?.number ?? null,
    nameTokens: [...new Set(foldedTokens(notice.debtorName))],
    contextTokens: [...new Set(context.flatMap((part) => (part ? foldedTokens(part) : [])))],
    caseRef: caseRef(notice.court, notice.caseNumber),
    registerRef: notice.register ? registerRef(notice.register.type, notice.register.number) : null,
    legalForm: notice.legalForm,
    registerCourt: notice.register?.court ?? null,
  };
}

/** Publication types of the application stage: the search files such a case under `antrag`. */
const APPLICATION_STAGE: ReadonlySet<string> = new Set([
  'sicherungsmassnahmen',
  'aufhebung_sicherungsmassnahmen',
  'abweisung_mangels_masse',
  'schutzschirmverfahren',
]);

/**
 * The search's procedure type of a new notice (`verbraucher` for IK proceedings, `antrag` before an opening,
 * else `regel`), as the cases read model derives it from the notice that makes the case new.
 */
export function procedureTypeOf(caseNumber: string, publicationType: string): 'regel' | 'verbraucher' | 'antrag' {
  if (/\bIK\b/.test(caseNumber)) return 'verbraucher';
  return APPLICATION_STAGE.has(publicationType) ? 'antrag' : 'regel';
}
