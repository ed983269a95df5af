import { DatabaseSync } from 'node:sqlite';
import { join } from 'node:path';

/** What a user could see of the imported data: every case with its timeline, read from the data files. */
export function readCaseSnapshot(dataDir: string) {
  const db = new DatabaseSync(join(dataDir, 'read-models.sqlite'), { readOnly: true });
  try {
    const cases = db
      .prepare(
        `SELECT case_key, company_name, court, case_number, status, procedure_type, publication_date, notice_count, state
         FROM rm_cases ORDER BY case_key`,
      )
      .all();
    const notices = db
      .prepare(
        `SELECT c.case_key, n.fingerprint, n.publication_type, n.publication_date
         FROM rm_case_notices n JOIN rm_cases c ON c.id = n.case_id ORDER BY c.case_key, n.fingerprint`,
      )
      .all();
    return { cases, notices };
  } finally {
    db.close();
  }
}

export function countEventsByType(dataDir: string): Record<string, number> {
  const db = new DatabaseSync(join(dataDir, 'events.sqlite'), { readOnly: true });
  try {
    const rows = db.prepare('SELECT type, COUNT(*) AS n FROM es_events GROUP BY type').all() as {
      type: string;
      n: number;
    }[];
    return Object.fromEntries(rows.map((r) => [r.type, r.n]));
  } finally {
    db.close();
  }
}

/** Notice events (CaseImported + CaseNoticePublished) recorded so far; 0 before the store exists. */
export function countNotices(dataDir: string): number {
  try {
    const counts = countEventsByType(dataDir);
    return (counts.CaseImported ?? 0) + (counts.CaseNoticePublished ?? 0);
  } catch {
    return 0;
  }
}

/** Waits until at least `count` notices are recorded (polling the event store file, as a reader). */
export async function waitForNotices(dataDir: string, count: number, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (countNotices(dataDir) < count) {
    if (Date.now() > deadline) throw new Error(`fewer than ${count} notices recorded in time`);
    await new Promise((r) => setTimeout(r, 10));
  }
}
