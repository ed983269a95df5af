/**
 * Which cases a user watches (issue #32, "Meine Fristen"): every module that lets a user watch cases (alerts,
 * saved-search alerts, portfolios) adds one source; the deadlines module asks the list. The platform holds the
 * list only, so that no module has to import another's internals: a new source is one file in its own module
 * that registers itself on start (`sources.register(this)` in `onModuleInit`).
 */
export const WATCHED_CASE_SOURCES = Symbol('WATCHED_CASE_SOURCES');

/** What kind of source watches a case ("Meine Fristen" filters by it). */
export type WatchedSourceKind = 'benachrichtigungen' | 'suchprofile' | 'portfolios';
export const WATCHED_SOURCE_KINDS: readonly WatchedSourceKind[] = ['benachrichtigungen', 'suchprofile', 'portfolios'];

/** Why a user watches a case, as "Meine Fristen" names it ("Portfolio Debitoren 2026 · Kundennummer 40711"). */
export interface WatchedCaseOrigin {
  readonly kind: WatchedSourceKind;
  readonly label: string;
}

export interface WatchedCaseSource {
  /** For logs and tests ("alerts", "saved-search-alerts", "portfolios"). */
  readonly name: string;
  /** The kind of source, and the label of a case it names without a label of its own ("Benachrichtigung"). */
  readonly kind: WatchedSourceKind;
  readonly label: string;
  /** Ids of the cases the user watches through this source (any order, duplicates allowed). */
  casesOf(userId: string): Promise<number[]>;
  /** Optional: the cases with a label each (a case may come several times with different labels). */
  labelledCasesOf?(userId: string): Promise<{ readonly caseId: number; readonly label: string }[]>;
  /** Users who watch anything through this source (the daily reminders go through them). */
  watchers(): Promise<string[]>;
}

/** The list of sources, shared by every module of the process (a platform provider). */
export class WatchedCaseSources {
  private readonly sources: WatchedCaseSource[] = [];

  register(source: WatchedCaseSource): void {
    if (!this.sources.some((known) => known.name === source.name)) this.sources.push(source);
  }

  names(): string[] {
    return this.sources.map((source) => source.name);
  }

  /** Every case the user watches through any source, once, ascending. */
  async casesOf(userId: string): Promise<number[]> {
    const lists = await Promise.all(this.sources.map((source) => source.casesOf(userId)));
    return [...new Set(lists.flat())].sort((a, b) => a - b);
  }

  /**
   * Every case the user watches, with the sources that name it (each label once, in the order of the sources),
   * ascending by case id.
   */
  async originsOf(userId: string): Promise<Map<number, WatchedCaseOrigin[]>> {
    const lists = await Promise.all(
      this.sources.map(async (source) =>
        source.labelledCasesOf
          ? (await source.labelledCasesOf(userId)).map((c) => ({ caseId: c.caseId, kind: source.kind, label: c.label }))
          : (await source.casesOf(userId)).map((caseId) => ({ caseId, kind: source.kind, label: source.label })),
      ),
    );
    const origins = new Map<number, WatchedCaseOrigin[]>();
    for (const { caseId, kind, label } of lists.flat()) {
      const known = origins.get(caseId) ?? [];
      if (!known.some((origin) => origin.label === label)) known.push({ kind, label });
      origins.set(caseId, known);
    }
    return new Map([...origins].sort(([a], [b]) => a - b));
  }

  /** Every user who watches anything, once. */
  async watchers(): Promise<string[]> {
    const lists = await Promise.all(this.sources.map((source) => source.watchers()));
    return [...new Set(lists.flat())].sort();
  }
}
