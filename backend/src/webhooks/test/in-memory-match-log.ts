import type { LoggedMatch, MatchLog } from '../../alerts/match-log/match-log.port.js';

/** The match log in memory (the port of `alerts/match-log`): the dispatcher's tests write it themselves. */
export class InMemoryMatchLog implements MatchLog {
  private readonly entries: LoggedMatch[] = [];
  private readonly cursors = new Map<string, number>();
  private readonly listeners = new Set<() => void>();

  /** Appends matches as the matcher would (seq assigned here), and wakes the consumers. */
  append(...matches: Omit<LoggedMatch, 'seq'>[]): LoggedMatch[] {
    const appended = matches.map((match) => {
      const entry = { ...match, seq: (this.entries.at(-1)?.seq ?? 0) + 1 };
      this.entries.push(entry);
      return entry;
    });
    for (const listener of this.listeners) listener();
    return appended;
  }

  async after(seq: number, limit: number): Promise<LoggedMatch[]> {
    return this.entries.filter((entry) => entry.seq > seq).slice(0, limit);
  }

  async cursor(consumer: string): Promise<number> {
    return this.cursors.get(consumer) ?? 0;
  }

  async advance(consumer: string, seq: number): Promise<void> {
    this.cursors.set(consumer, Math.max(seq, this.cursors.get(consumer) ?? 0));
  }

  onAppend(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
