import { COURT_ALIASES, COURTS_BY_STATE, type StateCode } from './courts-by-state.js';

interface CourtEntry {
  readonly name: string;
  readonly state: StateCode;
}

/** Folds a court name to a lookup key: lower case, umlauts spelled out, "Sankt" → "st", only letters and digits. */
export function courtKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\bsankt\b/g, 'st')
    .replace(/[^a-z0-9]+/g, '');
}

const COURTS: ReadonlyMap<string, CourtEntry> = buildCourtIndex();

function buildCourtIndex(): Map<string, CourtEntry> {
  const index = new Map<string, CourtEntry>();
  for (const [state, names] of Object.entries(COURTS_BY_STATE) as [StateCode, readonly string[]][]) {
    for (const name of names) index.set(courtKey(name), { name, state });
  }
  for (const [state, names] of [['BE', COURTS_BY_STATE.BE] as const]) {
    for (const name of names) {
      index.set(courtKey(`${name} (Berlin)`), { name, state });
      index.set(courtKey(`Berlin-${name}`), { name, state });
    }
  }
  for (const [alias, canonical] of Object.entries(COURT_ALIASES)) {
    const entry = index.get(courtKey(canonical));
    if (entry && !index.has(courtKey(alias))) index.set(courtKey(alias), entry);
  }
  return index;
}

/** Strips "Amtsgericht", "AG", "Insolvenzgericht" and similar words around a court's place name. */
function stripCourtWords(raw: string): string {
  return raw
    .replace(/\s+/g, ' ')
    .replace(/^\s*(?:das|dem|des|beim|bei)\s+/i, '')
    .replace(/^(?:Amts-?\s?gerichts?|AG|Insolvenzgerichts?|Registergerichts?|Gericht)\b\s*[:.-]?\s*/i, '')
    .replace(/^(?:Amts-?\s?gerichts?|AG)\b\s*/i, '')
    .replace(/\s*[-–]\s*Insolvenzgericht\s*[-–]?\s*$/i, '')
    .replace(/\s*,?\s*(?:Abteilung für Insolvenzsachen|Insolvenzabteilung|Insolvenzgericht)\s*$/i, '')
    .replace(/[\s,;:-]+$/, '')
    .trim();
}

function lookup(raw: string): CourtEntry | undefined {
  const place = stripCourtWords(raw);
  if (!place) return undefined;
  return COURTS.get(courtKey(place));
}

/** True when the text names a known Amtsgericht (insolvency courts and the other Amtsgerichte of the table). */
export function isKnownCourt(raw: string): boolean {
  return lookup(raw) !== undefined;
}

/**
 * "AG Frankfurt/Main", "Frankfurt am Main", "Charlottenburg (Berlin)", "Amtsgericht Berlin-Charlottenburg" →
 * "Amtsgericht Frankfurt am Main" / "Amtsgericht Charlottenburg". Unknown places keep their spelling behind
 * "Amtsgericht"; empty input gives null.
 */
export function normaliseCourtName(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string') return null;
  const entry = lookup(raw);
  if (entry) return `Amtsgericht ${entry.name}`;
  const place = stripCourtWords(raw);
  if (!place || !/[A-Za-zÄÖÜäöüß]/.test(place)) return null;
  return `Amtsgericht ${place}`;
}

/** Land code (BW, BY, …) of an Amtsgericht given in any of the forms normaliseCourtName accepts; null if unknown. */
export function courtState(courtName: string | null | undefined): StateCode | null {
  if (typeof courtName !== 'string') return null;
  return lookup(courtName)?.state ?? null;
}

// A place name after "Amtsgericht": up to six words, stopping at punctuation that ends a court reference.
const PLACE = String.raw`[A-ZÄÖÜ][\wäöüßÄÖÜ.'()\/-]*(?:[ ]+[\wäöüßÄÖÜ.'()\/-]+){0,5}`;

/** Longest prefix of the words in `candidate` that names a known court. */
function longestKnownPrefix(candidate: string): string | null {
  const words = candidate.split(' ').filter(Boolean);
  for (let n = Math.min(words.length, 6); n >= 1; n--) {
    const entry = lookup(
      words
        .slice(0, n)
        .join(' ')
        .replace(/[,;:]+$/, ''),
    );
    if (entry) return `Amtsgericht ${entry.name}`;
  }
  return null;
}

/** "Amtsgericht X" at the head of the notice (NRW/Hamburg/Berlin/Sachsen templates and their relatives). */
function courtFromHeader(text: string): string | null {
  const head = text.slice(0, 260);
  const match = new RegExp(String.raw`^[\s*|]*(?:Amtsgericht|AMTSGERICHT)\s+(${PLACE})`).exec(head);
  if (!match) return null;
  const known = longestKnownPrefix(match[1]);
  if (known) return known;
  // An unknown court: take the words up to the first comma or keyword.
  const place = match[1].split(/\s*(?:,|\bAktenzeichen\b|\bAz\b|\bInsolvenz|\bBeschluss\b|\d)/)[0].trim();
  return place ? `Amtsgericht ${place}` : null;
}

/** The signature line at the end: "Amtsgericht X, 01.02.2020", "X - Insolvenzgericht - …", "X, den …". */
function courtFromSignature(text: string): string | null {
  const tail = text.slice(-420);
  const candidates: string[] = [];
  const withCourtWord = new RegExp(String.raw`\b(?:Amtsgericht|AMTSGERICHT|AG)\s+(${PLACE})`, 'g');
  for (const match of tail.matchAll(withCourtWord)) candidates.push(match[1]);
  // A bare place followed by a date ("Wuppertal, 21.01.2020", "Potsdam, den 01.03.2020", "56068 Koblenz, …").
  const barePlace = /(?:^|[\s.|])([A-ZÄÖÜ][\wäöüßÄÖÜ.()/-]*(?: [\wäöüßÄÖÜ.()/-]+){0,3}),\s+(?:den\s+)?\d{1,2}\./g;
  for (const match of tail.matchAll(barePlace)) candidates.push(match[1]);
  let best: { court: string; index: number } | null = null;
  for (const candidate of candidates) {
    const known = longestKnownPrefix(candidate) ?? longestKnownSuffix(candidate);
    if (!known) continue;
    const index = tail.lastIndexOf(candidate);
    if (!best || index >= best.index) best = { court: known, index };
  }
  return best?.court ?? null;
}

/** For bare places the words before the place may be noise ("… Der Beschluss Wuppertal, …"). */
function longestKnownSuffix(candidate: string): string | null {
  const words = candidate.split(' ').filter(Boolean);
  for (let start = 1; start < words.length; start++) {
    const entry = lookup(words.slice(start).join(' '));
    if (entry) return `Amtsgericht ${entry.name}`;
  }
  return null;
}

/** Mentions in the body that name the deciding court ("hat das Amtsgericht X … beschlossen", "Insolvenzgericht X"). */
function courtFromBody(text: string): string | null {
  const patterns = [
    new RegExp(String.raw`hat das Amtsgericht\s+(?:-\s*Insolvenzgericht\s*-\s+)?(${PLACE})`, 'g'),
    new RegExp(String.raw`Amtsgerichts?\s*-\s*Insolvenzgericht\s*-\s*(${PLACE})`, 'g'),
    new RegExp(String.raw`\bInsolvenzgerichts?\s+(${PLACE})`, 'g'),
    new RegExp(String.raw`Zuständigkeit des Amtsgerichts\s+(?:-\s*Insolvenzgerichts?\s*-\s+)?(${PLACE})`, 'g'),
    new RegExp(String.raw`Geschäftsstelle des Amtsgerichts\s+(${PLACE})`, 'g'),
    new RegExp(String.raw`(?:bei dem|beim) Amtsgericht\s+(${PLACE})`, 'g'),
  ];
  for (const pattern of patterns) {
    for (const match of text.matchAll(pattern)) {
      const known = longestKnownPrefix(match[1]);
      if (known) return known;
    }
  }
  return null;
}

export interface CourtFinding {
  readonly court: string | null;
  readonly source: 'header' | 'signature' | 'body' | null;
}

/**
 * The insolvency court of a notice: the head line if the template has one, else the signature line (Baden-
 * Württemberg and Bavaria name the court only there), else a body phrase that names the deciding court. Register
 * courts ("im Handelsregister des Amtsgerichts X", "(AG X, HRB …)") are never taken.
 */
export function findCourt(text: string): CourtFinding {
  const header = courtFromHeader(text);
  if (header) return { court: header, source: 'header' };
  const signature = courtFromSignature(text);
  if (signature) return { court: signature, source: 'signature' };
  const body = courtFromBody(text);
  if (body) return { court: body, source: 'body' };
  return { court: null, source: null };
}
