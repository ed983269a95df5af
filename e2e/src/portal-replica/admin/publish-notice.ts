/**
 * POST /__replica/publish: validates a notice in generator shape and completes the fields that can be derived
 * (court data from the court name or code, listing name, subject from the publication type, id, date, time).
 * When it is listed: at `publishAt` (an instant, see parseInstant), else at `publicationTime` ("HH:MM[:SS]",
 * Berlin) on its publication date, else now on the replica clock.
 */
import { berlinInstant, formatBerlin, parseInstant } from '../clock/berlin-time.js';
import { secondOfDay } from '../generator/publication-time.js';
import { courtByCodeOrUndefined, courtByNameOrUndefined } from '../generator/tables/courts.js';
import {
  type DebtorKind,
  type Notice,
  type PublicationType,
  STATE_CODES,
  type StateCode,
  SUBJECT_CODES,
  SUBJECT_OF_TYPE,
  type SubjectCode,
  type TemplateStyle,
} from '../generator/notice.js';

const KINDS: readonly DebtorKind[] = ['company', 'person', 'estate'];

function str(input: Record<string, unknown>, key: string): string | undefined {
  const value = input[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw new Error(`${key} must be a string`);
  return value;
}

export interface PublishedNotice {
  readonly notice: Notice;
  /** Instant (replica clock) from which the notice is listed. */
  readonly releaseAt: number;
}

/** publicationTime as "HH:MM:SS", validated. */
function timeOf(input: Record<string, unknown>): string | undefined {
  const time = str(input, 'publicationTime');
  if (time === undefined) return undefined;
  if (secondOfDay(time) === undefined) throw new Error('publicationTime must be HH:MM or HH:MM:SS (Berlin time)');
  return time.length === 5 ? `${time}:00` : time;
}

function releaseOf(input: Record<string, unknown>, publicationDate: string, now: number): [number, string] {
  if (input.publishAt !== undefined && input.publishAt !== null) {
    const at = parseInstant(input.publishAt, 'publishAt');
    return [at, timeOf(input) ?? formatBerlin(at).slice(11, 19)];
  }
  const time = timeOf(input);
  if (time !== undefined) return [berlinInstant(publicationDate, secondOfDay(time) ?? 0), time];
  return [now, formatBerlin(now).slice(11, 19)];
}

export function toPublishedNotice(body: unknown, today: string, sequence: number, now: number): PublishedNotice {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new Error('body must be a JSON object');
  const input = body as Record<string, unknown>;
  const court =
    courtByCodeOrUndefined(str(input, 'courtCode') ?? '') ?? courtByNameOrUndefined(str(input, 'court') ?? '');
  const caseNumber = str(input, 'caseNumber');
  const debtorName = str(input, 'debtorName');
  const text = str(input, 'text');
  if (!caseNumber || !debtorName || text === undefined) throw new Error('caseNumber, debtorName and text are required');
  const courtName = str(input, 'court') ?? court?.name;
  if (!courtName) throw new Error('court (e.g. "Amtsgericht Köln") or courtCode is required');
  const state = (str(input, 'state') ?? court?.state) as StateCode | undefined;
  if (!state || !(STATE_CODES as readonly string[]).includes(state))
    throw new Error('state is required for unknown courts');
  const debtorKind = (str(input, 'debtorKind') ?? 'company') as DebtorKind;
  if (!KINDS.includes(debtorKind)) throw new Error(`debtorKind must be one of ${KINDS.join(', ')}`);
  const publicationType = (str(input, 'publicationType') ?? 'sonstiges') as PublicationType;
  if (!(publicationType in SUBJECT_OF_TYPE)) throw new Error(`unknown publicationType ${publicationType}`);
  const subject = (str(input, 'subject') ?? SUBJECT_OF_TYPE[publicationType]) as SubjectCode;
  if (!(SUBJECT_CODES as readonly string[]).includes(subject)) throw new Error(`unknown subject ${subject}`);
  const publicationDate = str(input, 'publicationDate') ?? today;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(publicationDate)) throw new Error('publicationDate must be YYYY-MM-DD');
  const register = str(input, 'register') ?? '';
  if (register && !/^.+, (GnR|HRA|HRB|PR|VR) \d+/.test(register))
    throw new Error('register must look like "Kleve, HRB 19084"');
  const [releaseAt, publicationTime] = releaseOf(input, publicationDate, now);
  const notice: Notice = {
    id: str(input, 'id') ?? `published-${sequence}`,
    caseId: str(input, 'caseId') ?? `published-${sequence}`,
    publicationDate,
    publicationTime,
    court: courtName,
    courtCode: court?.code ?? str(input, 'courtCode') ?? '',
    courtPlace: str(input, 'courtPlace') ?? court?.listingPlace ?? courtName.replace(/^Amtsgericht /, ''),
    state,
    caseNumber,
    debtorName,
    listingName: str(input, 'listingName') ?? debtorName,
    seat: str(input, 'seat') ?? '',
    register,
    subject,
    publicationType,
    debtorKind,
    decisionDate: str(input, 'decisionDate') ?? publicationDate,
    template: (str(input, 'template') ?? court?.style ?? 'nrw') as TemplateStyle,
    text,
  };
  return { notice, releaseAt };
}
