import { courtKey, courtState, normaliseCourtName } from '../../notice-parser/court.js';
import { findIdentifiers } from './identifiers.js';

/**
 * The register entry of a company as one comparable key (issue #31): register court + type + number. A register
 * number is unique only within its register court, so the court belongs to the key; the court is read in every
 * spelling the notice parser knows ("AG Berlin-Charlottenburg", "Charlottenburg (Berlin)", "Amtsgericht
 * Charlottenburg") and mapped to the court that keeps the register today where a Land concentrated its registers
 * in one court. The number is compared like the search compares it (`registerMatches`): digits without leading
 * zeros, the court's letters behind it ("HRB 1234 B") left out.
 */

export interface RegisterParts {
  /** Register type in the notice parser's spelling (HRA, HRB, GnR, VR, PR). */
  readonly type: string;
  /** Digits without leading zeros. */
  readonly number: string;
  /** The register court's key (`registerCourtKey`), or null when the court is not known. */
  readonly court: string | null;
}

/**
 * Lands whose registers one court keeps for the whole Land (the Länder's concentration ordinances): a list
 * naming the local court ("Registergericht Erfurt", "AG Berlin-Mitte", "Berlin") means that court. Only Lands
 * with a single register court are listed; where several courts share a Land, the named court stays as it is.
 */
const LAND_REGISTER_COURT: Readonly<Record<string, string>> = {
  BE: 'Charlottenburg',
  HH: 'Hamburg',
  SL: 'Saarbrücken',
  ST: 'Stendal',
  TH: 'Jena',
};

/** Places that name a Land's register court without being a court themselves. */
const PLACE_REGISTER_COURT: Readonly<Record<string, string>> = {
  berlin: 'Charlottenburg',
};

const REGISTER_TYPES: Readonly<Record<string, string>> = {
  hra: 'HRA',
  hrb: 'HRB',
  gnr: 'GnR',
  genr: 'GnR',
  vr: 'VR',
  pr: 'PR',
  partr: 'PR',
  // Spelled out, as register columns of ERP exports carry them.
  handelsregistera: 'HRA',
  handelsregisterb: 'HRB',
  abteilunga: 'HRA',
  abteilungb: 'HRB',
  genossenschaftsregister: 'GnR',
  vereinsregister: 'VR',
  partnerschaftsregister: 'PR',
};

/** The register type of a column value ("HRB", "HR B", "Handelsregister B", "GenR"), or null when unknown. */
export function registerType(text: string | null | undefined): string | null {
  const key = (text ?? '').toLowerCase().replace(/[^a-z]/g, '');
  return REGISTER_TYPES[key] ?? null;
}

/**
 * The key of a register court in any spelling, or null when there is none: the official court's folded name
 * ("charlottenburg"), the Land's register court where one court keeps the Land's registers.
 */
export function registerCourtKey(court: string | null | undefined): string | null {
  if (!court || !/\p{L}/u.test(court)) return null;
  // A list names a few hundred courts in 100,000 rows: each spelling is read once (the court table is slow).
  const known = COURT_KEYS.get(court);
  if (known !== undefined) return known;
  if (COURT_KEYS.size >= 10_000) COURT_KEYS.clear();
  const key = readCourtKey(court);
  COURT_KEYS.set(court, key);
  return key;
}

const COURT_KEYS = new Map<string, string | null>();

function readCourtKey(court: string): string | null {
  const bare = court.replace(/^\s*(?:Amtsgerichts?|AG|Registergerichts?)\s+/i, '').trim();
  const place = PLACE_REGISTER_COURT[courtKey(bare)];
  if (place) return courtKey(place);
  const state = courtState(court);
  if (state && LAND_REGISTER_COURT[state]) return courtKey(LAND_REGISTER_COURT[state]);
  const official = normaliseCourtName(court);
  return official ? courtKey(official.replace(/^Amtsgericht\s+/, '')) : null;
}

/** Digits of a register number without leading zeros and without the court's letters ("01234 B" → 1234). */
export function registerNumberDigits(number: string | null | undefined): string | null {
  const digits = /\d+/.exec(number ?? '')?.[0];
  return digits ? digits.replace(/^0+(?=\d)/, '') : null;
}

/** Register parts from separate fields (court, type, number), or null when type or number is missing. */
export function registerParts(register: {
  readonly court?: string | null;
  readonly type?: string | null;
  readonly number?: string | null;
}): RegisterParts | null {
  const type = registerType(register.type);
  const number = registerNumberDigits(register.number);
  if (!type || !number) return null;
  return { type, number, court: registerCourtKey(register.court) };
}

/**
 * Register parts from one text as lists carry it: "HRB 1234", "HRB 1234 B", "Amtsgericht Köln HRB 1234",
 * "HRB 1234 AG Köln", "HRB 1234, Amtsgericht Köln". The court may stand before (read by `findIdentifiers`, the
 * search's reading) or after the number. Null when the text holds no register number.
 */
export function readRegister(text: string | null | undefined): RegisterParts | null {
  if (!text) return null;
  // A court after the number is cut off first: the search's reading would take "AG" for the court's letters.
  const after = COURT_AFTER.exec(text);
  const head = after && /\d/.test(text.slice(0, after.index)) ? text.slice(0, after.index) : text;
  const found = findIdentifiers(head).find((f) => f.identifier.kind === 'register');
  if (!found || found.identifier.kind !== 'register') return null;
  const before = found.identifier.court.length > 0 ? head.slice(found.start, found.end) : null;
  const courtText = before ?? (head !== text && after ? after[1] : null);
  return {
    type: found.identifier.type,
    number: found.identifier.number,
    court: courtText ? registerCourtKey(courtText.replace(/\s*(?:HR\s?[AB]|GnR|GenR|VR|PR|PartR)\b.*$/i, '')) : null,
  };
}

/** "…, AG Köln", "… (Amtsgericht Köln)", "… Registergericht Berlin-Charlottenburg" at the end of a register text. */
const COURT_AFTER = /[\s,;/(]+(?:[Aa]mtsgerichts?|AG|[Rr]egistergerichts?)\s*:?\s+(\p{L}[\p{L}.\- ()/]*?)\s*\)?\s*$/u;

/** The key a store indexes: court, type and number ("charlottenburg|HRB|1234"); null without a known court. */
export function registerKey(parts: RegisterParts | null): string | null {
  return parts && parts.court ? `${parts.court}|${parts.type}|${parts.number}` : null;
}

/** Type and number alone ("HRB|1234"): finds the candidates when one side does not name the court. */
export function registerNumberKey(parts: RegisterParts | null): string | null {
  return parts ? `${parts.type}|${parts.number}` : null;
}
