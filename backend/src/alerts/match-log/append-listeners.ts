/**
 * The in-process wake-up of `MatchLog.onAppend`: a hint only (consumers poll as well), so a listener that
 * throws is ignored rather than failing the matcher's write.
 */
export class AppendListeners {
  private readonly listeners = new Set<() => void>();

  add(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  notify(): void {
    for (const listener of this.listeners) {
      try {
        listener();
      } catch {
        // a hint: the consumer's poll finds the entries anyway
      }
    }
  }
}
