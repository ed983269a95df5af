import type { ProgressEvent } from '../../portal-client/types.js';
import { gotNoAnswer } from '../portal-unreachable.js';
import type { DayProgress } from './protocol.js';

/** Notices between two progress messages: often enough for a live monitor, few messages for big days. */
export const NOTICES_PER_PROGRESS = 10;

/**
 * Follows the portal client's progress events of one day and says when a progress message is due: on the
 * portal's first answer of the day and every NOTICES_PER_PROGRESS notices. It also keeps what the runner needs
 * to tell an unreachable portal from a partly failed day: whether the portal answered at all (a search result, a
 * notice text, or a failure the portal itself sent, such as HTTP 500), and the last failure.
 */
export class DayProgressTracker {
  private readonly rowsByPart = new Map<string, number>();
  private fetched = 0;
  private answeredSinceLast = false;
  private answered = false;
  private failure: string | null = null;

  constructor(private readonly day: string) {}

  get portalAnswered(): boolean {
    return this.answered;
  }

  get lastFailure(): string | null {
    return this.failure;
  }

  /** Notes `event`; true when a progress message should be sent now. */
  observe(event: ProgressEvent): boolean {
    switch (event.type) {
      case 'search': {
        const first = !this.answered;
        this.noteAnswer();
        // Rows of parts that were split are listed again by their sub-parts.
        const key = `${event.part.state ?? ''}/${event.part.subject ?? ''}`;
        if (event.outcome === 'rows') this.rowsByPart.set(key, event.rows);
        return first;
      }
      case 'notice': {
        const first = !this.answered;
        this.noteAnswer();
        this.fetched++;
        return first || this.fetched % NOTICES_PER_PROGRESS === 0;
      }
      case 'retry':
        this.noteFailure(event.reason);
        return false;
      case 'partFailed':
        this.noteFailure(event.error);
        return false;
      default:
        return false;
    }
  }

  /** The message to send; resets "answered since the last message". */
  progress(counts: { newCases: number; newNotices: number }): DayProgress {
    const portalAnswered = this.answeredSinceLast;
    this.answeredSinceLast = false;
    let listed = 0;
    for (const rows of this.rowsByPart.values()) listed += rows;
    return { day: this.day, listed, fetched: this.fetched, ...counts, portalAnswered };
  }

  private noteFailure(technical: string): void {
    this.failure = technical;
    // An error page is an answer too: the portal is reachable, only this request failed.
    if (!gotNoAnswer(technical)) this.noteAnswer();
  }

  private noteAnswer(): void {
    this.answered = true;
    this.answeredSinceLast = true;
  }
}
