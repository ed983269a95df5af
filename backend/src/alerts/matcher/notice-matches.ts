import type { NoticeMatches } from '../read-model/alert-match-store.port.js';
import type { SubscriptionQueries } from '../read-model/subscription-queries.port.js';
import { caseLookupTerms, caseMatchFields, criteriaMatch, type CaseMatchFields } from '../matching/case-terms.js';
import type { NewCaseMessage } from '../new-case-feed/new-case-message.js';
import { searchCriteriaMatch } from '../search-alerts/search-criteria-match.js';
import type { PortfolioNoticeMatcher } from '../portfolio-alerts/portfolio-notice-matcher.port.js';

type CaseNotice = Extract<NewCaseMessage, { kind: 'case-notice' }>;

/** Global positions travel as decimal strings (64-bit); anything else is a malformed message. */
export function noticePosition(message: NewCaseMessage): bigint {
  const position = validPosition(message);
  if (position === null) throw new TypeError(`message ${message.eventId} without a valid position`);
  return position;
}

/** The message's global position, or null when it has none (a malformed message). */
export function validPosition(message: unknown): bigint | null {
  const position = (message as { position?: unknown } | null)?.position;
  return typeof position === 'string' && /^\d+$/.test(position) ? BigInt(position) : null;
}

/**
 * What a new notice matches. Subscriptions: candidates share one index term with the case, then each is
 * verified against its full criteria. Saved searches with the daily alert (issue #13): their criteria
 * predicate. Only subscriptions and saved searches that existed before the case event was recorded count: a
 * new one sees cases from then on (older ones are what the watchlist preview shows).
 */
export async function noticeMatches(
  queries: SubscriptionQueries,
  message: CaseNotice,
  portfolios?: PortfolioAlerts,
): Promise<NoticeMatches> {
  return (await noticeMatchesOfBatch(queries, [message], portfolios))[0]!;
}

/** The portfolios' side of a new notice (issue #31): re-evaluates the rows it concerns, answers their hits. */
export interface PortfolioAlerts {
  readonly matcher: PortfolioNoticeMatcher;
  readonly at: string;
}

/**
 * `noticeMatches` for a batch of notices with one candidate read for all of them (`candidatesOfBatch`), not
 * two per notice; answers in the order of `messages`. A malformed message fails the whole batch.
 */
export async function noticeMatchesOfBatch(
  queries: SubscriptionQueries,
  messages: readonly CaseNotice[],
  portfolios?: PortfolioAlerts,
): Promise<NoticeMatches[]> {
  const lookups = messages.map((message) => ({ terms: caseLookupTerms(message), before: noticePosition(message) }));
  const candidates = await queries.candidatesOfBatch(lookups);
  // Portfolio rows hit by the notice's case: one log entry per portfolio. Idempotent, so a notice matched again
  // (at-least-once delivery, a retry after a failed write) answers the same portfolios.
  const portfolioIds: string[][] = [];
  for (const message of messages) {
    const hits = portfolios ? await portfolios.matcher.matchNotice(message, portfolios.at) : [];
    portfolioIds.push([...new Set(hits.map((hit) => hit.portfolioId))]);
  }
  return messages.map((message, i) => {
    const fields: CaseMatchFields = message;
    const { subscriptions, savedSearches } = candidates[i]!;
    return {
      kind: 'notice',
      eventId: message.eventId,
      position: lookups[i]!.before,
      caseId: message.caseId,
      caseKey: message.caseKey,
      publicationDate: message.publicationDate,
      fields: caseMatchFields(message),
      subscriptionIds: subscriptions.filter((s) => criteriaMatch(s.criteria, fields)).map((s) => s.id),
      savedSearchIds: savedSearches.filter((s) => searchCriteriaMatch(s.criteria, message)).map((s) => s.id),
      ...(portfolioIds[i]!.length > 0 ? { portfolioIds: portfolioIds[i] } : {}),
    };
  });
}
