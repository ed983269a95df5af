/**
 * Which cases a user watches (issue #32, "Meine Fristen"): every module that lets a user watch cases (alerts,
 * saved-search alerts, portfolios) adds one source; the deadlines module asks the list. The platform holds the
 * list only, so that no module has to import another's internals: a new source is one file in its own module
 * that registers itself on start (`sources.register(this)` in `onModuleInit`).
 */
export const WATCHED_CASE_SOURCES = Symbol('WATCHED_CASE_SOURCES');

export interface WatchedCaseSource {
  /** For logs and tests ("alerts", "saved-search-alerts", "portfolios"). */
  readonly name: string;
  /** Ids of the cases the user watches through this source (any order, duplicates allowed). */
  casesOf(userId: string): Promise<number[]>;
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

  /** Every user who watches anything, once. */
  async watchers(): Promise<string[]> {
    const lists = await Promise.all(this.sources.map((source) => source.watchers()));
    return [...new Set(lists.flat())].sort();
  }
}
