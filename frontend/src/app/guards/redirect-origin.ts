import type { Location } from 'react-router-dom';

/** Router state of the /login redirect: where the visitor wanted to go (SPEC §2 "remembering the origin"). */
export interface RedirectState {
  from: Pick<Location, 'pathname' | 'search' | 'hash'>;
}

export function redirectStateFor(location: Location): RedirectState {
  return { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
}

/** The remembered in-app path, or / when there is none (or it would loop back to a guest page). */
export function originFrom(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('from' in state)) return '/';
  const from = (state as Partial<RedirectState>).from;
  if (typeof from?.pathname !== 'string' || !from.pathname.startsWith('/')) return '/';
  if (from.pathname === '/login' || from.pathname === '/register') return '/';
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
