import { lastDeadlineDate } from '@insolvenz/backend/cases/notice-parser/deadlines/last-deadline-date.js';
import type { TimelineEntry } from '../case-status.js';
import type { CaseChange, CaseFields } from '../cases.changes.js';

export const CASES = 'rm_cases';
export const KNOWN_NOTICES = 'rm_known_notices';

/** A notice of a case as its document keeps it (the SQLite row of `rm_case_notices` in camelCase). */
export interface NoticeDocument {
  seq: number;
  fingerprint: string;
  publicationDate: string;
  publicationType: string;
  decisionDate: string | null;
  status: string;
  administrator: string | null;
  text: string;
  /** JSON of the notice's hearings, as SQLite keeps it (null before notices carried them). */
  hearings: string | null;
  /** JSON of the notice's deadlines (issue #32), as SQLite keeps it; null or absent before notices carried them. */
  deadlines?: string | null;
  recordedAt: string;
  /** When the importer detected the notice. */
  detectedAt: string;
  /** JSON array of the portal's corrections ({ correctedAt, changes }), as SQLite keeps it; absent: none. */
  corrections?: string | null;
  /** When the notice was seen withdrawn from the portal; absent: listed. */
  withdrawnAt?: string | null;
}

/**
 * A case of `rm_cases`: the SQLite row of `rm_cases` in camelCase, its notices (the timeline) and its search
 * words. Null fields are not stored (`withoutNulls`): a loaded document may lack them, and `??` reads them back.
 * `_id` is the case id as a string (the projection store's documents are keyed by strings); `caseId` the
 * number the search orders by.
 */
export interface CaseDocument {
  _id: string;
  caseId: number;
  caseKey: string;
  companyName: string;
  debtorKind: string;
  legalForm: string | null;
  court: string;
  caseNumber: string;
  caseNumberKey: string;
  status: string;
  /** Whether the proceedings run (`isActiveStatus` of the status): counted under the index `active`. */
  active: boolean;
  procedureType: string;
  publicationType: string;
  publicationDate: string;
  firstPublicationDate: string;
  /** When the importer detected the notice the case shows. */
  detectedAt: string;
  address: string | null;
  postalCode: string | null;
  city: string | null;
  /** The folded city: the city filter's prefix range. */
  cityKey: string | null;
  description: string;
  administrator: string | null;
  state: string | null;
  registerCourt: string | null;
  registerType: string | null;
  registerNumber: string | null;
  claimsDeadline: string | null;
  /** JSON of the administrator's contact details (as SQLite keeps it). */
  administratorContact: string | null;
  noticeCount: number;
  createdAt: string;
  updatedAt: string | null;
  /** Of the last event applied to the case (`stored-position.ts`): the guard of every write and of `evolve`. */
  position: string;
  /**
   * The last dated deadline any of its notices set (ISO day, '' for none; `lastDeadlineDate`): "Meine Fristen"
   * reads only watched cases with a deadline still ahead. Absent on documents written before it was kept: read
   * as unknown (the case is read), and computed from all notices at the case's next change.
   */
  deadlineUntil?: string;
  /** Every notice recorded for the case, by `seq`. */
  notices: NoticeDocument[];
  /** The distinct folded words of the debtor name, Aktenzeichen and register number. */
  words: string[];
  /** Those words and their prefixes of 1–8 characters (`search-words.ts`): the indexed search field. */
  terms: string[];
}

type AddCase = Extract<CaseChange, { kind: 'add-case' }>;
type ShowLatest = Extract<CaseChange, { kind: 'show-latest-notice' }>;
type AddEarlier = Extract<CaseChange, { kind: 'add-earlier-notice' }>;
type AddNotice = Extract<CaseChange, { kind: 'add-notice' }>;

/** The new case (`INSERT INTO rm_cases` of `cases.sqlite.ts`). */
export function newCase(change: AddCase, position: string): CaseDocument {
  const f = change.fields;
  return {
    _id: String(change.caseId),
    caseId: change.caseId,
    caseKey: change.caseKey,
    ...identity(f),
    ...latest(f),
    firstPublicationDate: f.publicationDate,
    address: f.address,
    postalCode: f.postalCode,
    city: f.city,
    cityKey: null,
    ...details(f),
    claimsDeadline: f.claimsDeadline,
    administratorContact: f.administratorContact,
    noticeCount: 1,
    createdAt: change.at,
    updatedAt: null,
    position,
    deadlineUntil: '',
    notices: [],
    words: [],
    terms: [],
  };
}

/** The newest notice shows the case (known values stay where it states none), as the SQLite UPDATE does. */
export function showLatest(doc: CaseDocument, change: ShowLatest, position: string): CaseDocument {
  const f = change.fields;
  return {
    ...doc,
    ...identity(f),
    ...latest(f),
    address: f.address ?? doc.address ?? null,
    postalCode: f.postalCode ?? doc.postalCode ?? null,
    city: f.city ?? doc.city ?? null,
    description: f.description,
    administrator: f.administrator ?? doc.administrator ?? null,
    state: f.state ?? doc.state ?? null,
    registerCourt: f.registerCourt ?? doc.registerCourt ?? null,
    registerType: f.registerType ?? doc.registerType ?? null,
    registerNumber: f.registerNumber ?? doc.registerNumber ?? null,
    claimsDeadline: f.claimsDeadline ?? doc.claimsDeadline ?? null,
    administratorContact: f.administratorContact ?? doc.administratorContact ?? null,
    noticeCount: change.noticeCount,
    updatedAt: change.at,
    position,
  };
}

/** A late, older notice: status and first publication, and the facts the newer notices leave open. */
export function addEarlier(doc: CaseDocument, change: AddEarlier, position: string): CaseDocument {
  return {
    ...doc,
    status: change.status,
    active: change.active,
    procedureType: change.procedureType,
    firstPublicationDate:
      change.publicationDate < doc.firstPublicationDate ? change.publicationDate : doc.firstPublicationDate,
    administrator: doc.administrator ?? change.administrator,
    claimsDeadline: doc.claimsDeadline ?? change.claimsDeadline,
    administratorContact: doc.administratorContact ?? change.administratorContact,
    noticeCount: change.noticeCount,
    updatedAt: change.at,
    position,
  };
}

/** The notice joins the timeline (one per seq: a seq recorded before is replaced, as INSERT OR REPLACE does). */
export function withNotice(doc: CaseDocument, change: AddNotice): CaseDocument {
  const notice: NoticeDocument = {
    seq: change.seq,
    fingerprint: change.fingerprint,
    publicationDate: change.publicationDate,
    publicationType: change.publicationType,
    decisionDate: change.decisionDate,
    status: change.status,
    administrator: change.administrator,
    text: change.text,
    hearings: change.hearings,
    deadlines: change.deadlines,
    recordedAt: change.recordedAt,
    detectedAt: change.detectedAt,
  };
  const notices = [...doc.notices.filter((n) => n.seq !== change.seq), notice].sort((a, b) => a.seq - b.seq);
  return { ...doc, notices, deadlineUntil: laterDay(deadlineUntilOf(doc), noticeDeadlineUntil(notice)) };
}

/**
 * Only ever moves later, as SQLite's `deadline_until` does (a corrected notice's earlier date leaves it): a later
 * value only makes "Meine Fristen" read a case that has nothing ahead, never miss one.
 */
const laterDay = (a: string, b: string) => (b > a ? b : a);

const noticeDeadlineUntil = (n: NoticeDocument) => lastDeadlineDate(n.deadlines ?? null, n.text, n.publicationDate);

/** The document's `deadlineUntil`; for a document written before it was kept, from all its notices. */
function deadlineUntilOf(doc: CaseDocument): string {
  return doc.deadlineUntil ?? doc.notices.map(noticeDeadlineUntil).reduce(laterDay, '');
}

type CorrectNotice = Extract<CaseChange, { kind: 'correct-notice' }>;

/** The corrected version takes the notice's place; the correction is kept for the timeline (as SQLite does). */
export function withCorrection(doc: CaseDocument, change: CorrectNotice, position: string): CaseDocument {
  const c = change.corrected;
  const notices = doc.notices.map((n) => {
    if (n.fingerprint !== change.fingerprint) return n;
    const corrections = [
      ...(n.corrections ? (JSON.parse(n.corrections) as unknown[]) : []),
      JSON.parse(change.correction),
    ];
    return { ...n, ...c, corrections: JSON.stringify(corrections) };
  });
  const corrected = notices.find((n) => n.fingerprint === c.fingerprint);
  const deadlineUntil = laterDay(deadlineUntilOf(doc), corrected ? noticeDeadlineUntil(corrected) : '');
  return { ...doc, notices, position, deadlineUntil };
}

export function timelineOf(doc: CaseDocument): TimelineEntry[] {
  return doc.notices.map((n) => ({
    publicationType: n.publicationType as TimelineEntry['publicationType'],
    publicationDate: n.publicationDate,
    decisionDate: n.decisionDate,
    fingerprint: n.fingerprint,
    seq: n.seq,
  }));
}

const identity = (f: CaseFields) => ({
  companyName: f.debtorName,
  debtorKind: f.debtorKind,
  legalForm: f.legalForm,
  court: f.court,
  caseNumber: f.caseNumber,
  caseNumberKey: f.caseNumberKey,
});
const latest = (f: CaseFields) => ({
  status: f.status,
  active: f.active,
  procedureType: f.procedureType,
  publicationType: f.publicationType,
  publicationDate: f.publicationDate,
  detectedAt: f.detectedAt,
});
const details = (f: CaseFields) => ({
  description: f.description,
  administrator: f.administrator,
  state: f.state,
  registerCourt: f.registerCourt,
  registerType: f.registerType,
  registerNumber: f.registerNumber,
});
