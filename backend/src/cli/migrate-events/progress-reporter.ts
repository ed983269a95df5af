import type { CopyProgress } from './copy-events.js';

const formatter = new Intl.NumberFormat('de-DE');
const number = (n: number) => formatter.format(Math.round(n));

/** Progress lines (at most one a second) and the final summary of `migrate-events`, in German. */
export class ProgressReporter {
  private readonly started = performance.now();
  private lastLine = 0;

  constructor(
    private readonly total: number,
    private readonly toCopy: number,
    private readonly print: (line: string) => void,
  ) {}

  page(progress: CopyProgress): void {
    const now = performance.now();
    if (now - this.lastLine < 1000) return;
    this.lastLine = now;
    const done = progress.copied + progress.alreadyPresent;
    const perSecond = done / ((now - this.started) / 1000);
    const remaining = Math.max(0, this.toCopy - done);
    const eta = perSecond > 0 ? ` (~${number(remaining / perSecond)} s)` : '';
    this.print(
      `migrate-events: ${number(done)} von ${number(this.toCopy)} Ereignissen übertragen, ` +
        `${number(perSecond)}/s, noch ${number(remaining)}${eta}`,
    );
  }

  summary(result: CopyProgress, erasedStreams: number): string {
    const seconds = (performance.now() - this.started) / 1000;
    const done = result.copied + result.alreadyPresent;
    return (
      `Migration abgeschlossen: ${number(result.copied)} Ereignisse in ${seconds.toFixed(1)} s kopiert ` +
      `(${number(done / Math.max(seconds, 0.001))}/s; ${number(result.alreadyPresent)} waren schon im Ziel), ` +
      `Event-Log insgesamt ${number(this.total)} Ereignisse, ${number(erasedStreams)} gelöschte Streams im Ziel ` +
      `gesperrt. Nächster Schritt: npm run replay -- --all mit EVENT_STORE=kurrentdb und READ_STORE=mongo.`
    );
  }
}
