/**
 * POST /__replica/publish: validates a notice in generator shape and completes the fields that can be derived
 * (court data from the court name or code, listing name, subject from the publication type, id, date).
 */
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

export function toPublishedNotice(body: unknown, today: string, sequence: number): Notice {
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
  return {
    id: str(input, 'id') ?? `published-${sequence}`,
    caseId: str(input, 'caseId') ?? `published-${sequence}`,
    publicationDate,
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
}
