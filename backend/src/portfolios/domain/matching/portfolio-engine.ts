import type { PortfolioRow } from '../portfolio-row.js';
import { blockingKeys } from './blocking-keys.js';
import { evidenceFor, RULE_RANK, type Evidence } from './evidence.js';
import { caseIdentity, rowIdentity, type CandidateCase, type MatchIdentity } from './identity.js';
import { matchRow, type RowMatch, type Verdict } from './match-row.js';

/**
 * A key list longer than this is not read whole (common words: "bau", "service", "muller"): the engine reads the
 * same key narrowed to the case's postal code instead (`<key>@<plz>`), built for long lists only. The keys that
 * name one company (`name:`, `reg:`, `regn:`) are always read whole.
 */
export const MAX_KEY_ROWS = 400;
/** Candidate cases kept per row while streaming (the best by evidence); matchRow keeps at most 10 for review. */
export const MAX_ROW_CASES = 40;

/** Keys that stand for a whole name or a register entry: read however long their list. */
export const isCompanyKey = (key: string): boolean =>
  key.startsWith('name:') || key.startsWith('reg:') || key.startsWith('regn:');

/**
 * The keys a row is indexed by for new notices, and those a case looks rows up by: `blockingKeys` without the
 * postal code (a shared postal code alone is no evidence, it only narrows long lists).
 */
export function lookupKeys(identity: MatchIdentity): string[] {
  return blockingKeys(identity).filter((key) => !key.startsWith('plz:'));
}

export interface PortfolioEngineRow {
  readonly rowId: string;
  readonly row: PortfolioRow;
}

/** One row's result with the cases it rests on (kept, so that a new notice re-evaluates the row alone). */
export interface EvaluatedRow {
  readonly rowId: string;
  readonly match: RowMatch;
  /** The hit and candidate cases of `match` (and confirmed ones), as the read model had them. */
  readonly cases: readonly CandidateCase[];
}

interface Found {
  readonly c: CandidateCase;
  readonly e: Evidence | null; // null: a confirmed case without evidence of its own
}

/**
 * Matches a portfolio's rows against a stream of cases in memory (issue #31): the rows are indexed by their
 * blocking keys, every case is offered once (`offer`), meets only the rows sharing a key with it, and keeps its
 * evidence with each row it has something to do with; `results` then runs the ladder (`matchRow`) per row with
 * the row's decisions. Cases confirmed by the user for a row are kept with it whatever the keys say.
 */
export class PortfolioEngine {
  private readonly ids: MatchIdentity[];
  private readonly index = new Map<string, number[]>();
  private readonly found: (Found[] | undefined)[];
  /** Per row, the offer in which it last met a case: each pair is evaluated once. */
  private readonly seen: Int32Array;
  private stamp = 0;
  private readonly confirmedBy = new Map<number, number[]>();
  offered = 0;
  evaluated = 0;

  constructor(
    private readonly rows: readonly PortfolioEngineRow[],
    private readonly decisions: ReadonlyMap<string, ReadonlyMap<number, Verdict>> = new Map(),
    private readonly maxKeyRows = MAX_KEY_ROWS,
  ) {
    this.ids = rows.map((r) => rowIdentity(r.row));
    this.found = new Array<Found[] | undefined>(rows.length);
    this.seen = new Int32Array(rows.length).fill(-1);
    this.ids.forEach((id, r) => {
      for (const key of lookupKeys(id)) {
        const list = this.index.get(key);
        if (list) list.push(r);
        else this.index.set(key, [r]);
      }
      for (const [caseId, verdict] of decisions.get(rows[r].rowId) ?? []) {
        if (verdict === 'confirmed') this.confirmedBy.set(caseId, [...(this.confirmedBy.get(caseId) ?? []), r]);
      }
    });
    // Long lists of weak keys get a narrowed copy per postal code.
    const narrowed = new Map<string, number[]>();
    for (const [key, list] of this.index) {
      if (list.length <= maxKeyRows || isCompanyKey(key)) continue;
      for (const r of list) {
        const plz = this.ids[r].postalCode;
        if (!plz) continue;
        const sub = `${key}@${plz}`;
        const rowsAt = narrowed.get(sub);
        if (rowsAt) rowsAt.push(r);
        else narrowed.set(sub, [r]);
      }
    }
    for (const [key, list] of narrowed) this.index.set(key, list);
  }

  /** Matches one case against every row sharing a key with it. */
  offer(c: CandidateCase): void {
    this.offered++;
    const stamp = this.stamp++;
    for (const r of this.confirmedBy.get(c.caseId) ?? []) {
      this.seen[r] = stamp;
      this.keep(r, { c, e: null });
    }
    const id = caseIdentity(c);
    if (id.nameKey === '' && !id.register) return;
    for (const key of lookupKeys(id)) {
      let list = this.index.get(key);
      if (!list) continue;
      if (list.length > this.maxKeyRows && !isCompanyKey(key)) {
        list = id.postalCode ? this.index.get(`${key}@${id.postalCode}`) : undefined;
        if (!list) continue;
      }
      for (const r of list) {
        if (this.seen[r] === stamp) continue;
        this.seen[r] = stamp;
        this.evaluated++;
        const e = evidenceFor(this.ids[r], c, id);
        if (e) this.keep(r, { c, e });
      }
    }
  }

  /** Every row's result, in the order of the rows. */
  results(): EvaluatedRow[] {
    return this.rows.map((_, i) => this.resultAt(i));
  }

  get rowCount(): number {
    return this.rows.length;
  }

  /** The result of the `i`-th row (results can be written in chunks, without one array of all). */
  resultAt(i: number): EvaluatedRow {
    const r = this.rows[i]!;
    const found = (this.found[i] ?? []).map((f) => f.c);
    return evaluateRow(r.rowId, this.ids[i]!, found, this.decisions.get(r.rowId));
  }

  /** The `i`-th row's lookup keys, for the store's key index. */
  keysAt(i: number): string[] {
    return lookupKeys(this.ids[i]!);
  }

  private keep(r: number, f: Found): void {
    const list = (this.found[r] ??= []);
    list.push(f);
    if (list.length > 2 * MAX_ROW_CASES) {
      list.sort(byEvidence);
      list.length = MAX_ROW_CASES;
    }
  }
}

/** Confirmed cases first, then certain evidence, the better rule, the higher score. */
function byEvidence(a: Found, b: Found): number {
  if (!a.e || !b.e) return (a.e ? 1 : 0) - (b.e ? 1 : 0);
  return (
    Number(b.e.certain) - Number(a.e.certain) ||
    RULE_RANK[a.e.rule] - RULE_RANK[b.e.rule] ||
    b.e.score - a.e.score ||
    a.c.caseId - b.c.caseId
  );
}

/**
 * The ladder over one row and its candidate cases, keeping only the cases its result names (hits, candidates
 * and confirmed ones): what a later re-evaluation starts from.
 */
export function evaluateRow(
  rowId: string,
  identity: MatchIdentity,
  cases: readonly CandidateCase[],
  decisions: ReadonlyMap<number, Verdict> = new Map(),
): EvaluatedRow {
  const match = matchRow(identity, cases, decisions);
  const named = new Set<number>(
    match.state === 'Kein Treffer'
      ? []
      : [...(match.state === 'Treffer' ? match.hits : []), ...match.candidates].map((m) => m.caseId),
  );
  for (const [caseId, verdict] of decisions) if (verdict === 'confirmed') named.add(caseId);
  return { rowId, match, cases: cases.filter((c) => named.has(c.caseId)) };
}

/**
 * A row again after a new notice (or a decision): its stored cases with the new case in place of an older copy
 * of the same case, through the ladder with the row's decisions.
 */
export function reevaluateRow(
  rowId: string,
  row: PortfolioRow,
  stored: readonly CandidateCase[],
  decisions: ReadonlyMap<number, Verdict> = new Map(),
  newCase?: CandidateCase,
): EvaluatedRow {
  const cases = newCase ? [...stored.filter((c) => c.caseId !== newCase.caseId), newCase] : stored;
  return evaluateRow(rowId, rowIdentity(row), cases, decisions);
}
