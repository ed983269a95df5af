import type { CaseMatchFields } from '../../matching/case-terms.js';
import type { AlertMatchStore } from '../alert-match-store.port.js';
import type { NoticeMatches } from '../ports/match-recording.port.js';

/**
 * A fresh, empty store per test: the whole adapter, since each port's behaviour is seen through the others
 * (matches recorded by one port are read back through another).
 */
export type AlertMatchStoreHarness = () => Promise<AlertMatchStore>;

export const AT = '2026-11-21T09:00:00.000Z';
export const fields = (name: string, registerRef: string | null = null): CaseMatchFields => ({
  nameTokens: name.split(' '),
  contextTokens: ['koln'],
  caseRef: null,
  registerRef,
});

/** What the matcher decides about a notice (the matches are the matcher's business; the store keeps them). */
export function notice(
  eventId: string,
  caseId: number,
  matches: {
    subscriptions?: string[];
    searches?: string[];
    date?: string;
    name?: string;
    registerRef?: string;
    position?: bigint;
  } = {},
): NoticeMatches {
  return {
    kind: 'notice',
    eventId,
    position: matches.position ?? BigInt(caseId),
    caseId,
    caseKey: `key-${caseId}`,
    publicationDate: matches.date ?? '2026-11-20',
    fields: fields(matches.name ?? 'muller bau', matches.registerRef ?? null),
    subscriptionIds: matches.subscriptions ?? [],
    savedSearchIds: matches.searches ?? [],
  };
}

export const erasure = (caseId: number, eventId = `erased-${caseId}`, position = 1000n + BigInt(caseId)) =>
  ({ kind: 'erasures', erasures: [{ caseId, eventId, position }] }) as const;
