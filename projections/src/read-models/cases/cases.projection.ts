import { cityKey, type CaseNotice } from '@insolvenz/backend/cases/domain/events.js';
import type { CaseEvent, CaseImported, CaseNoticePublished } from '@insolvenz/backend/cases/domain/events.js';
import type { CaseCourtCorrected, CaseRetentionExpired } from '@insolvenz/backend/cases/domain/events.js';
import type { RecordedEvent } from '@insolvenz/backend/platform/event-store/event.js';
import { foldGerman } from '@insolvenz/backend/platform/text/german-search.js';
import { tableProjection } from '../../store/projection.js';
import {
  administratorContact,
  formatAddress,
  formatAdministrator,
  isActiveStatus,
  procedureType,
  statusTimeline,
} from './case-status.js';
import type { CaseChange, CaseFields, CasesView, CurrentCase } from './cases.changes.js';

type Handled = RecordedEvent<CaseEvent | CaseCourtCorrected | CaseRetentionExpired>;
type NoticeEvent = RecordedEvent<CaseImported | CaseNoticePublished>;

/**
 * Cases for search, dashboard and detail (docs/SPEC.md §2–§3). Erasure removes every row of a case. Pure: decides
 * the changes; `sqlite/cases.sqlite.ts` writes them (and erases a run of erased cases set-based).
 */
export const casesProjection = tableProjection<CasesView, CaseChange>({
  name: 'cases',
  // 2: listing fingerprints, CaseNoticeRelisted, counts table and FTS prefix indexes; 3: Aktenzeichen index;
  // 4: finer publication types and their status labels, status from the latest stage-changing notice;
  // 5: case facts (Anmeldefrist, administrator contact, hearings per notice), first publication = earliest notice;
  // 6: folded city and indexes for the postal-code, city and register-number filters; 7: same-day notices in the
  // order of time (decision date, stage), not of recording; 8: whether a case is active (open proceedings) and the
  // count of active cases; 9: detection time per case (its shown notice) and per notice (issue #30); 10: deadlines
  // per notice (issue #32).
  version: 10,
  handles: new Set([
    'CaseImported',
    'CaseNoticePublished',
    'CaseNoticeRelisted',
    'CaseCourtCorrected',
    'CaseRetentionExpired',
  ]),
  evolve: (view, recorded) => {
    const event = recorded as Handled;
    switch (event.type) {
      case 'CaseRetentionExpired': {
        const { caseId, knownListings } = event.data;
        return [
          {
            kind: 'erase-case',
            caseId,
            knownListings: (knownListings ?? []).map((l) => ({ ...l, caseId })),
          },
        ];
      }
      case 'CaseNoticeRelisted': {
        const { listingFingerprint, caseId, publicationDate } = event.data;
        return [{ kind: 'remember-listing', fingerprint: listingFingerprint, caseId, publicationDate }];
      }
      case 'CaseCourtCorrected': {
        // The official court and the key the case is found under now (the eraser names its stream by the key).
        const { caseId, caseKey, court, state } = event.data;
        const current = view.currentCase(caseId);
        if (!current || current.position >= event.position) return [];
        return [{ kind: 'correct-court', caseId, caseKey, court, state, position: event.position }];
      }
      default: {
        const current = view.currentCase(event.data.caseId);
        if (current && current.position >= event.position) return [];
        return noticeChanges(view, event, current);
      }
    }
  },
});

function noticeChanges(view: CasesView, event: NoticeEvent, current: CurrentCase | undefined): CaseChange[] {
  const { caseId, caseKey, notice } = event.data;
  const at = event.metadata.occurredAt;
  const position = event.position;
  const seq = (current?.noticeCount ?? 0) + 1;
  const statuses = statusTimeline([
    ...view.timeline(caseId),
    {
      publicationType: notice.publicationType,
      publicationDate: notice.publicationDate,
      decisionDate: notice.decisionDate,
      fingerprint: notice.fingerprint,
      seq,
    },
  ]);
  const status = statuses.get(seq) as string;
  const caseStatus = [...statuses.values()].pop() as string;
  const administrator = formatAdministrator(notice);
  const changes: CaseChange[] = [];
  const city = notice.city ? [{ kind: 'set-city-key', caseId, cityKey: cityKey(notice.city) } as const] : [];
  if (!current) {
    changes.push(
      { kind: 'add-case', caseId, caseKey, fields: caseFields(notice, caseStatus, at), at, position },
      ...city,
    );
  } else if ([...statuses.keys()].pop() !== seq) {
    // Earlier in time than a notice already shown (an older publication arriving late, or one of the same day that
    // `noticeOrder` puts first): it must not decide what the case shows, whatever order the import recorded them in.
    changes.push(
      {
        kind: 'add-earlier-notice',
        caseId,
        status: caseStatus,
        active: isActiveStatus(caseStatus),
        procedureType: procedureType(notice, caseStatus),
        publicationDate: notice.publicationDate,
        administrator,
        claimsDeadline: notice.claimsDeadline,
        administratorContact: administratorContact(notice),
        noticeCount: seq,
        at,
        position,
      },
      { kind: 'restatus-notices', caseId, statuses },
    );
  } else {
    changes.push(
      {
        kind: 'show-latest-notice',
        caseId,
        fields: caseFields(notice, caseStatus, at),
        noticeCount: seq,
        at,
        position,
      },
      ...city,
    );
  }
  const register = notice.register ? `${notice.register.type ?? ''} ${notice.register.number ?? ''}` : '';
  changes.push(
    {
      kind: 'add-notice',
      caseId,
      seq,
      fingerprint: notice.fingerprint,
      publicationDate: notice.publicationDate,
      publicationType: notice.publicationType,
      decisionDate: notice.decisionDate,
      status,
      administrator,
      text: notice.text,
      hearings: notice.hearings === undefined ? null : JSON.stringify(notice.hearings),
      // Events recorded before deadlines were read carry none: the case detail reads them from the text then.
      deadlines: notice.deadlines === undefined ? null : JSON.stringify(notice.deadlines),
      recordedAt: at,
      detectedAt: detectedAt(notice, at),
    },
    {
      kind: 'remember-listing',
      fingerprint: notice.listingFingerprint,
      caseId,
      publicationDate: notice.publicationDate,
    },
  );
  // The full-text entry follows what the case shows (issue #29 ranks by the shown name): an older notice
  // arriving late does not replace it.
  if (!current || [...statuses.keys()].pop() === seq) {
    changes.push({
      kind: 'index-case',
      caseId,
      name: foldGerman(notice.debtorName),
      numbers: foldGerman(`${notice.caseNumber} ${register}`),
    });
  }
  return changes;
}

/** Notices recorded before detection times were detected when they were imported (the event's time). */
function detectedAt(notice: CaseNotice, recordedAt: string): string {
  return notice.detectedAt ?? recordedAt;
}

function caseFields(notice: CaseNotice, status: string, recordedAt: string): CaseFields {
  return {
    debtorName: notice.debtorName,
    debtorKind: notice.debtorKind,
    legalForm: notice.legalForm,
    court: notice.court,
    caseNumber: notice.caseNumber,
    caseNumberKey: foldGerman(notice.caseNumber),
    status,
    active: isActiveStatus(status),
    procedureType: procedureType(notice, status),
    publicationType: notice.publicationType,
    publicationDate: notice.publicationDate,
    detectedAt: detectedAt(notice, recordedAt),
    address: formatAddress(notice),
    postalCode: notice.postalCode,
    city: notice.city,
    description: notice.text,
    administrator: formatAdministrator(notice),
    state: notice.state,
    registerCourt: notice.register?.court ?? null,
    registerType: notice.register?.type ?? null,
    registerNumber: notice.register?.number ?? null,
    claimsDeadline: notice.claimsDeadline,
    administratorContact: administratorContact(notice),
  };
}
