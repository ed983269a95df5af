import { createHash } from 'node:crypto';
import { debtorIdentity } from '@insolvenz/backend/cases/domain/debtor-file/debtor-identity.js';
import { linkBetween } from '@insolvenz/backend/cases/domain/debtor-file/link-rules.js';
import { toCaseNotice } from '@insolvenz/backend/cases/import-runs/to-case-notice.js';
import { dayNumber, isoFromDay, workingDayOnOrBefore } from '../../portal-replica/generator/calendar.js';
import { caseFacts } from '../../portal-replica/generator/cases/case-facts.js';
import { linkedOrigins } from '../../portal-replica/generator/debtor-files/linked-origins.js';
import { generateDay } from '../../portal-replica/generator/generate-day.js';
import type { Notice } from '../../portal-replica/generator/notice.js';
import type { ImportWindow } from '../../support/import-window.js';

/** The two proceedings of one debtor whose seat moved to another court's district (issue #32, the debtor's file). */
export interface MovedDebtor {
  readonly earlier: Notice;
  readonly moved: Notice;
  /** The reason the app gives for the link ("frühere Registernummer HRB …, AG …"). */
  readonly reason: string;
}

const VOLUME = 4000;

function asImported(notice: Notice) {
  return toCaseNotice(
    {
      fingerprint: createHash('sha256').update(notice.id).digest('hex'),
      publicationDate: notice.publicationDate,
      caseNumber: notice.caseNumber,
      courtPlace: notice.courtPlace,
      debtorName: notice.listingName,
      seat: notice.seat,
      register: notice.register || null,
      subject: notice.subject,
      state: notice.state,
    },
    notice.text,
  );
}

/**
 * A seat move the portal replica generates (generator/debtor-files): the debtor's first proceeding at one court,
 * then a proceeding at another court under a new register entry whose notice names the former one ("davor
 * eingetragen beim Amtsgericht …"). Taken from the generator under seeds of its own, the first one the app's link
 * rules join (the journey shows the file, the replica benchmark measures the rules), and published on the two
 * working days of the journeys' window: the earlier one on the day before the later one.
 */
export function movedDebtor(window: ImportWindow): MovedDebtor {
  const last = workingDayOnOrBefore(dayNumber(window.lastWorkingDay));
  const before = workingDayOnOrBefore(last - 1);
  for (let seed = 5000; seed < 5040; seed++) {
    for (const ref of linkedOrigins(seed, VOLUME, last)) {
      if (ref.link?.kind !== 'seat-move') continue;
      const facts = caseFacts(ref, VOLUME);
      const earlierFacts = caseFacts(ref.link.predecessor, VOLUME);
      const find = (day: number, f: typeof facts) =>
        generateDay(isoFromDay(day), { seed, volume: VOLUME }).find(
          (n) => n.court === f.court.name && n.caseNumber === f.caseNumber,
        );
      const moved = find(last, facts);
      const earlier = find(ref.link.predecessor.originDay, earlierFacts);
      if (!moved || !earlier) continue;
      const link = linkBetween(debtorIdentity(2, asImported(moved)), debtorIdentity(1, asImported(earlier)));
      if (link?.rule !== 'register') continue;
      return {
        earlier: {
          ...earlier,
          text: earlier.text,
          id: `journey-file-${earlier.id}`,
          caseId: `journey-file-${earlier.caseId}`,
          publicationDate: isoFromDay(before),
        },
        moved: { ...moved, text: moved.text, id: `journey-file-${moved.id}`, caseId: `journey-file-${moved.caseId}` },
        reason: link.reason,
      };
    }
  }
  throw new Error(`the generator made no seat move the rules link for ${window.lastWorkingDay}`);
}
