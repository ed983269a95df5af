import { LAND_CODES, type LandCode } from '../domain/land.js';
import { courtKey, findCourt, normaliseCourtName } from '../notice-parser/court.js';
import { COURT_ALIASES, COURTS_BY_STATE, STATE_NAMES } from '../notice-parser/courts-by-state.js';

/** What a case recorded about its court: the court name of its notices, their Land, their texts. */
export interface StoredCourt {
  readonly court: string;
  /** Land code (`BB`) or name (`Brandenburg`) of the notices; null when none told it. */
  readonly state: string | null;
  readonly texts: readonly string[];
}

export type CourtDecision =
  /** The stored name is the official one (what the importer writes today): nothing to do. */
  | { readonly kind: 'official' }
  | { readonly kind: 'corrected'; readonly court: string; readonly state: LandCode }
  /** Several official courts fit and neither the Land nor the texts decide: left as it is, not guessed. */
  | { readonly kind: 'ambiguous'; readonly candidates: readonly string[] }
  /** A place the court table does not know: the importer keeps its spelling too, so it is left as it is. */
  | { readonly kind: 'unknown' };

interface Court {
  readonly name: string;
  readonly state: LandCode;
}

const COURTS: readonly Court[] = (Object.entries(COURTS_BY_STATE) as [LandCode, readonly string[]][]).flatMap(
  ([state, names]) => names.map((name) => ({ name, state })),
);

/**
 * The place without its qualifier, as older versions stored it: "Frankfurt (Oder)" → "Frankfurt" (they cut a
 * parenthesis off the portal's place), and the other forms a qualifier takes in the table ("Frankfurt am Main",
 * "Weiden i.d. OPf.", "Fürstenwalde/Spree", "Bernau bei Berlin").
 */
function withoutQualifier(name: string): string {
  return name
    .replace(/\s*\([^)]*\)\s*$/, '')
    .replace(/\s*\/.*$/, '')
    .replace(/\s+(?:am|an der|an|a\.\s?d\.|a\.|i\.\s?d\.|im|in der|in|i\.|v\.\s?d\.|bei|auf|unter)\s+\S.*$/, '')
    .trim();
}

/**
 * The keys each court answers to (its name, its name without qualifier, the first alias spelling's canonical
 * name), computed once: folding every court's name again for every case cost about 2.7 ms per case, 45 minutes
 * for a log of 1,000,000 cases checked at start (issue #33, found by `bench -- retention`).
 */
const COURT_KEYS: readonly { readonly court: Court; readonly key: string; readonly bareKey: string }[] = COURTS.map(
  (court) => ({ court, key: courtKey(court.name), bareKey: courtKey(withoutQualifier(court.name)) }),
);
const ALIAS_BY_KEY: ReadonlyMap<string, string> = new Map(
  Object.entries(COURT_ALIASES)
    .map(([spelling, canonical]) => [courtKey(spelling), canonical] as const)
    .reverse(), // the first spelling of a key wins, as a search through the table in order found it
);

/** Every official court a stored place may stand for: itself, the courts it is the bare name of, its alias. */
function candidatesFor(place: string): Court[] {
  const key = courtKey(place);
  const alias = ALIAS_BY_KEY.get(key);
  return COURT_KEYS.filter(
    (c) => c.key === key || c.bareKey === key || (alias !== undefined && c.court.name === alias),
  ).map((c) => c.court);
}

function landCode(state: string | null): LandCode | null {
  if (!state) return null;
  const code = state.trim().toUpperCase();
  if ((LAND_CODES as readonly string[]).includes(code)) return code as LandCode;
  const byName = (Object.entries(STATE_NAMES) as [LandCode, string][]).find(
    ([, name]) => courtKey(name) === courtKey(state),
  );
  return byName?.[0] ?? null;
}

/**
 * The official court of a case recorded under a possibly shortened name (issue #28 item 11). The Land of its
 * notices decides between the courts the name may stand for ("Amtsgericht Frankfurt" in Brandenburg is
 * Frankfurt (Oder), in Hessen Frankfurt am Main); where it cannot (no Land, or two courts of one Land), the court
 * the notice texts name decides; where nothing decides, the answer is `ambiguous` and nothing is guessed.
 */
export function officialCourt(stored: StoredCourt): CourtDecision {
  const place = (normaliseCourtName(stored.court) ?? stored.court).replace(/^Amtsgericht\s+/, '');
  // normaliseCourtName resolved aliases already; the stored place as written decides what is exact.
  const storedPlace = stored.court.replace(/^\s*(?:Amtsgericht|AG)\s+/i, '').trim();
  const candidates = [...candidatesFor(storedPlace), ...candidatesFor(place)].filter(
    (court, i, all) => all.findIndex((other) => other.name === court.name) === i,
  );
  if (candidates.length === 0) return { kind: 'unknown' };

  const state = landCode(stored.state);
  const inState = state ? candidates.filter((court) => court.state === state) : candidates;
  const exact = inState.find((court) => courtKey(court.name) === courtKey(storedPlace));
  const decided = exact ? [exact] : inState.length === 1 ? inState : byTexts(inState, stored.texts);
  if (decided.length !== 1) {
    return { kind: 'ambiguous', candidates: (inState.length > 0 ? inState : candidates).map(official) };
  }
  const court = official(decided[0]);
  return court === stored.court ? { kind: 'official' } : { kind: 'corrected', court, state: decided[0].state };
}

/** The candidates that the notices' texts name as their court (head line, signature, deciding court). */
function byTexts(candidates: readonly Court[], texts: readonly string[]): Court[] {
  const named = new Set(texts.map((text) => findCourt(text).court).filter((court): court is string => !!court));
  return candidates.filter((court) => named.has(official(court)));
}

const official = (court: Court) => `Amtsgericht ${court.name}`;
