/** State shared by the route handlers of one replica instance. */
import type { IncomingMessage } from 'node:http';
import type { FaultInjector } from '../faults/fault-injector.js';
import type { StatsCounters } from '../faults/replica-stats.js';
import { cookie, type ParsedPath } from '../http/request.js';
import type { NoticeRepository } from '../search/notice-repository.js';
import type { Session, SessionStore } from '../session/session-store.js';

export interface ReplicaContext {
  readonly sessions: SessionStore;
  readonly repository: NoticeRepository;
  readonly faults: FaultInjector;
  readonly stats: StatsCounters;
  hitLimit(): number;
}

export interface ResolvedSession {
  readonly session: Session | undefined;
  /** The request named the session in its cookie (then URLs need no ";jsessionid="). */
  readonly viaCookie: boolean;
}

/** Like a servlet container: a valid JSESSIONID cookie wins, else the ";jsessionid=" path parameter. */
export function resolveSession(ctx: ReplicaContext, req: IncomingMessage, path: ParsedPath): ResolvedSession {
  const fromCookie = ctx.sessions.get(cookie(req, 'JSESSIONID'));
  if (fromCookie) return { session: fromCookie, viaCookie: true };
  return { session: ctx.sessions.get(path.jsessionid), viaCookie: false };
}

/** The session id a request refers to, whether or not it is still alive. */
export function requestedSessionId(req: IncomingMessage, path: ParsedPath): string | undefined {
  return cookie(req, 'JSESSIONID') ?? path.jsessionid;
}
