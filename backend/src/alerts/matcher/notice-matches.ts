import type { NoticeMatches } from '../read-model/alert-match-store.port.js';
import type { SubscriptionQueries } from '../read-model/subscription-queries.port.js';
import { caseLookupTerms, caseMatchFields, criteriaMatch, type CaseMatchFields } from '../matching/case-terms.js';
import type { NewCaseMessage } from '../new-case-feed/new-case-message.js';
import { searchCriteriaMatch } from '../search-alerts/search-criteria-match.js';
import type { PortfolioNoticeMatcher } from '../portfolio-alerts/portfolio-notice-matcher.port.js';
import { fileFollowers, linkedCasesOf, type LinkedCase } from '../debtor-file-alerts/file-followers.js';
import type { CaseIndex } from '../read-model/ports/case-index.port.js';
import type { DebtorFileLinks } from '../read-model/ports/debtor-file-links.port.js';
import type { FileReason } from '../read-model/ports/match-recording.port.js';

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
  files?: FileFollowing,
): Promise<NoticeMatches> {
  return (await noticeMatchesOfBatch(queries, [message], portfolios, files))[0]!;
}

/**
 * What alerts that follow debtor files read (issue #32): the read model `debtor-files` (the matcher waits until
 * it applied the notice's event, so the links the notice makes are known) and the matcher's own index of known
 * cases (the matching fields of the file's other proceedings).
 */
export interface FileFollowing {
  readonly links: Pick<DebtorFileLinks, 'filesOf'>;
  readonly index: Pick<CaseIndex, 'indexedCases'>;
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
  files?: FileFollowing,
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
  const direct = messages.map((message, i) =>
    candidates[i]!.subscriptions.filter((s) => criteriaMatch(s.criteria, message)).map((s) => s.id),
  );
  const followers = files ? await fileFollowersOfBatch(queries, files, messages, direct) : [];
  return messages.map((message, i) => {
    const { savedSearches } = candidates[i]!;
    const following = followers[i] ?? [];
    return {
      kind: 'notice',
      eventId: message.eventId,
      position: lookups[i]!.before,
      caseId: message.caseId,
      caseKey: message.caseKey,
      publicationDate: message.publicationDate,
      fields: caseMatchFields(message),
      subscriptionIds: [...direct[i]!, ...following.map((f) => f.subscriptionId)],
      ...(following.length > 0 ? { fileReasons: following } : {}),
      savedSearchIds: savedSearches.filter((s) => searchCriteriaMatch(s.criteria, message)).map((s) => s.id),
      ...(portfolioIds[i]!.length > 0 ? { portfolioIds: portfolioIds[i] } : {}),
    };
  });
}

/**
 * A notice that alerts nobody: the installation this one was migrated from alerted it already
 * (`MatcherParking.alertedBeforeThrough`). Recorded all the same, so that the case index knows the case.
 */
export function alertedBefore(message: CaseNotice): NoticeMatches {
  return {
    kind: 'notice',
    eventId: message.eventId,
    position: noticePosition(message),
    caseId: message.caseId,
    caseKey: message.caseKey,
    publicationDate: message.publicationDate,
    fields: caseMatchFields(message),
    subscriptionIds: [],
    savedSearchIds: [],
  };
}

/**
 * The subscriptions each notice reaches over its case's debtor file (`fileFollowers`): the file's other
 * proceedings are looked up in the matcher's case index and matched like a notice of theirs would be, with the
 * subscriptions that existed before the notice. Three reads for the batch, and only one (the files) when no
 * notice's case belongs to a file.
 */
async function fileFollowersOfBatch(
  queries: SubscriptionQueries,
  files: FileFollowing,
  messages: readonly CaseNotice[],
  direct: readonly (readonly string[])[],
): Promise<FileReason[][]> {
  const fileOf = await files.links.filesOf(messages.map((message) => message.caseId));
  if (fileOf.size === 0) return [];
  const linked = messages.map((message) => {
    const file = fileOf.get(message.caseId);
    return file ? linkedCasesOf(message.caseId, file) : [];
  });
  const indexed = new Map(
    (await files.index.indexedCases([...new Set(linked.flat().map((c) => c.caseId))])).map((c) => [c.caseId, c]),
  );
  const lookups: { notice: number; linked: LinkedCase; fields: CaseMatchFields }[] = [];
  linked.forEach((cases, notice) => {
    for (const c of cases) {
      const fields = indexed.get(c.caseId)?.fields;
      if (fields) lookups.push({ notice, linked: c, fields });
    }
  });
  const found = await queries.candidatesOfBatch(
    lookups.map((l) => ({ terms: caseLookupTerms(l.fields), before: noticePosition(messages[l.notice]!) })),
  );
  return messages.map((_, notice) =>
    fileFollowers(
      direct[notice]!,
      lookups.flatMap((l, i) =>
        l.notice === notice
          ? [
              {
                linked: l.linked,
                subscriptionIds: found[i]!.subscriptions.filter((s) => criteriaMatch(s.criteria, l.fields)).map(
                  (s) => s.id,
                ),
              },
            ]
          : [],
      ),
    ),
  );
}
