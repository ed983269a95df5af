/**
 * Lines collected during one turn of the event loop and written together at its end (or at once when they exceed
 * `maxChars`). Writing to a file or a pipe is synchronous in Node on Linux: one write per API request cost about
 * 9 % of the API's CPU under search load (issue #33); one write per turn carries the same lines in the same order.
 */
export class LineBatch {
  private lines: string[] = [];
  private chars = 0;
  private scheduled = false;

  constructor(
    private readonly write: (text: string) => void,
    private readonly maxChars = 64 * 1024,
  ) {}

  push(line: string): void {
    this.lines.push(line);
    this.chars += line.length;
    if (this.chars >= this.maxChars) {
      this.flush();
    } else if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(this.flushScheduled);
    }
  }

  /** Writes what is pending now (before a line that goes elsewhere, and when the process exits). */
  flush(): void {
    if (this.lines.length === 0) return;
    const text = this.lines.length === 1 ? this.lines[0]! : this.lines.join('');
    this.lines = [];
    this.chars = 0;
    this.write(text);
  }

  private readonly flushScheduled = (): void => {
    this.scheduled = false;
    this.flush();
  };
}
