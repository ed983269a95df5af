import type { DebtorFileOfCase } from '../read-model/ports/debtor-file-links.port.js';

/** "Amtsgericht Bonn" → "AG Bonn", as the file's reasons name courts. */
const shortCourt = (court: string) => court.replace(/^Amtsgericht\s+/, 'AG ');

/** Another proceeding of the notice's debtor file, and why the notice's case belongs to its file (German). */
export interface LinkedCase {
  readonly caseId: number;
  /** "gehört zur Akte von Müller Bau GmbH (AG Bonn, 12 IN 3/26): früherer Name Müller Bau GmbH". */
  readonly reason: string;
}

/** An alert told of a notice only because the notice's case joined the file of a case it watches. */
export interface FileFollower {
  readonly subscriptionId: string;
  readonly reason: string;
  /** The watched case the reason names (its erasure removes the reason: it names that case's debtor). */
  readonly linkedCaseId: number;
}

/**
 * The other proceedings of `caseId`'s file, nearest first (breadth first over the links, as the case page lists
 * them), each with the reason of the link by which it is reached: the reason a mail gives for the notice.
 */
export function linkedCasesOf(caseId: number, file: DebtorFileOfCase): LinkedCase[] {
  const byId = new Map(file.cases.map((c) => [c.caseId, c]));
  const reached = new Map<number, string>();
  const queue = [caseId];
  while (queue.length > 0) {
    const id = queue.shift() as number;
    for (const link of file.links) {
      const other = link.a === id ? link.b : link.b === id ? link.a : null;
      if (other === null || other === caseId || reached.has(other)) continue;
      reached.set(other, link.reason);
      queue.push(other);
    }
  }
  return [...reached].flatMap(([id, linkReason]) => {
    const other = byId.get(id);
    return other
      ? [
          {
            caseId: id,
            reason: `gehört zur Akte von ${other.debtorName} (${shortCourt(other.court)}, ${other.caseNumber}): ${linkReason}`,
          },
        ]
      : [];
  });
}

/**
 * Which alerts follow the notice over its debtor file (issue #32): every subscription watching one of the other
 * proceedings of the file (its criteria match that case), unless the notice matched it directly (then it is a
 * plain match, told once, without a reason). Each follower is told the reason of the nearest watched proceeding.
 * `watchers` are the linked cases nearest first, each with the subscriptions whose criteria match it.
 */
export function fileFollowers(
  direct: readonly string[],
  watchers: readonly { readonly linked: LinkedCase; readonly subscriptionIds: readonly string[] }[],
): FileFollower[] {
  const told = new Set(direct);
  const followers: FileFollower[] = [];
  for (const { linked, subscriptionIds } of watchers) {
    for (const subscriptionId of [...subscriptionIds].sort()) {
      if (told.has(subscriptionId)) continue;
      told.add(subscriptionId);
      followers.push({ subscriptionId, reason: linked.reason, linkedCaseId: linked.caseId });
    }
  }
  return followers;
}
