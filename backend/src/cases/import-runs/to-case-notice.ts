import { createHash } from 'node:crypto';
import type { CaseNotice } from '../domain/case-notice.js';
import { courtState, normaliseCourtName, parseNotice } from '../notice-parser/parse-notice.js';
import type { Listing } from '../portal-client/types.js';
import { parseListingRegister } from './listing-register.js';
import { PUBLICATION_TYPE_BY_SUBJECT } from './subject-types.js';

/**
 * A portal listing row plus its text → the notice recorded in the case's events. The listing is the portal's
 * own index and decides identity (court place, Aktenzeichen, debtor name); the parser adds what only the text
 * holds (type, addresses, administrator, deadlines) and fills gaps.
 */
export function toCaseNotice(listing: Listing, text: string, detectedAt?: Date): CaseNotice {
  const parsed = parseNotice(text, listing.publicationDate);
  // The court's official name: "Frankfurt (Oder)" and "Halle (Saale)" keep their qualifier (without it a reader
  // takes Frankfurt am Main); only the portal's "(Berlin)" after a Berlin court is not part of the name.
  const court = normaliseCourtName(listing.courtPlace) ?? parsed.court ?? 'Amtsgericht unbekannt';
  const subjectType = listing.subject ? PUBLICATION_TYPE_BY_SUBJECT[listing.subject] : undefined;
  return {
    fingerprint: contentFingerprint(listing.publicationDate, court, listing.caseNumber, text),
    listingFingerprint: listing.fingerprint,
    publicationDate: listing.publicationDate,
    ...(detectedAt ? { detectedAt: detectedAt.toISOString() } : {}),
    // The parser reads the operative sentence; the query's Gegenstand only helps when the text did not tell.
    publicationType: parsed.publicationType === 'sonstiges' && subjectType ? subjectType : parsed.publicationType,
    decisionDate: parsed.decisionDate,
    court,
    caseNumber: listing.caseNumber.trim() || parsed.caseNumber || '',
    state: listing.state ?? courtState(court) ?? parsed.state,
    debtorName: listing.debtorName.trim() || parsed.debtorName || 'Unbekannt',
    debtorKind: parsed.debtorKind,
    legalForm: parsed.legalForm,
    street: parsed.street,
    postalCode: parsed.postalCode,
    city: parsed.city ?? (listing.seat.trim() || null),
    register: parseListingRegister(listing.register) ?? parsed.register,
    administrator: parsed.administrator,
    claimsDeadline: parsed.claimsDeadline,
    hearings: parsed.hearings,
    deadlines: parsed.deadlines,
    text,
  };
}

/** A publication's identity by content, independent of how the portal's result table was queried. */
function contentFingerprint(publicationDate: string, court: string, caseNumber: string, text: string): string {
  const normalised = text.replace(/\s+/g, ' ').trim();
  return createHash('sha256')
    .update(
      JSON.stringify([
        'notice-v1',
        publicationDate,
        court.toLowerCase(),
        caseNumber.replace(/\s+/g, ' ').trim(),
        normalised,
      ]),
    )
    .digest('hex');
}
