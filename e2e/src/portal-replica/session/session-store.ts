/**
 * Server-side JSF sessions: a JSESSIONID, the views rendered in it (each with its ViewState key), the rows of
 * result views and the "current text" selected by the last detail click. Sessions expire after an idle time.
 */
import { randomBytes } from 'node:crypto';
import type { Notice } from '../generator/notice.js';

export interface View {
  readonly viewState: string;
  readonly kind: 'search' | 'result';
  /** Rows of a result view, in table order. */
  readonly rows: readonly Notice[];
  /** The generated number N of the detail buttons' ids "…:frm_detail:j_idtN" in this render. */
  readonly buttonNumber: number;
}

export interface Session {
  readonly id: string;
  lastAccess: number;
  readonly views: Map<string, View>;
  /** Text selected by the last detail click; null before the first click. */
  currentText: string | null;
  /** Notice of the last detail click: text.xhtml checks that it is still published (the clock may be set back). */
  currentNotice: Notice | null;
}

/** Mojarra keeps a bounded number of logical views per session; older ViewStates stop working. */
const MAX_VIEWS_PER_SESSION = 20;

function signedLong(bytes: Buffer, offset: number): string {
  return BigInt.asIntN(64, bytes.readBigUInt64BE(offset)).toString();
}

/** Server-side state saving keys look like "-4523409784592374598:8811917450018377011". */
export function newViewState(): string {
  const bytes = randomBytes(16);
  return `${signedLong(bytes, 0)}:${signedLong(bytes, 8)}`;
}

export function newSessionId(): string {
  return randomBytes(16).toString('hex').toUpperCase();
}

export class SessionStore {
  private readonly sessions = new Map<string, Session>();
  created = 0;
  expired = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  create(): Session {
    const session: Session = {
      id: newSessionId(),
      lastAccess: this.now(),
      views: new Map(),
      currentText: null,
      currentNotice: null,
    };
    this.sessions.set(session.id, session);
    this.created++;
    return session;
  }

  /** The live session with this id (its idle clock restarts), or undefined when unknown or expired. */
  get(id: string | undefined): Session | undefined {
    if (!id) return undefined;
    const session = this.sessions.get(id);
    if (!session) return undefined;
    if (this.now() - session.lastAccess > this.ttlMs) {
      this.drop(id);
      return undefined;
    }
    session.lastAccess = this.now();
    return session;
  }

  addView(session: Session, view: View): void {
    session.views.set(view.viewState, view);
    while (session.views.size > MAX_VIEWS_PER_SESSION)
      session.views.delete(session.views.keys().next().value as string);
  }

  drop(id: string): void {
    if (this.sessions.delete(id)) this.expired++;
  }

  expireAll(): void {
    for (const id of [...this.sessions.keys()]) this.drop(id);
  }

  sweep(): void {
    const now = this.now();
    for (const [id, session] of this.sessions) if (now - session.lastAccess > this.ttlMs) this.drop(id);
  }

  get active(): number {
    return this.sessions.size;
  }
}
