import type { DatabaseSync } from 'node:sqlite';
import { inTransaction } from '../../platform/sqlite/open-database.js';

/** A saved search with the daily alert on whose matches wait for a digest. */
export interface PendingSearchAlert {
  readonly savedSearchId: string;
  readonly name: string;
  readonly criteria: Readonly<Record<string, string>>;
  /** The owner's account address, folded: a saved search's alert goes to its owner only. */
  readonly address: string;
  readonly matches: readonly { readonly caseId: number; readonly caseKey: string }[];
}

interface PendingRow {
  saved_search_id: string;
  name: string | null;
  criteria: string | null;
  alert: number | null;
  plan: string | null;
  address: string | null;
}

/**
 * The matches of saved searches (issue #13) between matcher and digest, in the matcher's tables. Handing cases
 * to a digest moves them from `alert_search_matches` to `alert_search_sent` in one transaction before the mail
 * leaves, and back if the mail server refuses: a crash in between loses them rather than mailing them twice,
 * as the subscriptions' intent/outcome events do.
 */
export class SearchAlertStore {
  constructor(private readonly db: DatabaseSync) {}

  /**
   * Saved searches with waiting matches whose owner is Pro. The matches of deleted saved searches, of those
   * whose alert was switched off, and what was sent for deleted ones are dropped here.
   */
  pending(isPro: (plan: string) => boolean): PendingSearchAlert[] {
    this.dropOrphans();
    const rows = this.db
      .prepare(
        `SELECT m.saved_search_id, s.name, s.criteria, s.alert, p.plan, o.email_key AS address
         FROM (SELECT DISTINCT saved_search_id FROM alert_search_matches) m
         LEFT JOIN rm_saved_searches s ON s.id = m.saved_search_id
         LEFT JOIN rm_alert_owner_plans p ON p.owner_id = s.owner_id
         LEFT JOIN rm_alert_owners o ON o.owner_id = s.owner_id
         ORDER BY o.email_key, s.created_position`,
      )
      .all() as unknown as PendingRow[];
    const pending: PendingSearchAlert[] = [];
    for (const row of rows) {
      if (row.alert !== 1) {
        this.db.prepare('DELETE FROM alert_search_matches WHERE saved_search_id = ?').run(row.saved_search_id);
        continue;
      }
      // A downgraded owner's matches wait, as a subscription's do, until the plan allows alerts again.
      if (row.plan === null || !isPro(row.plan) || row.address === null) continue;
      const matches = this.db
        .prepare(
          `SELECT case_id AS caseId, case_key AS caseKey FROM alert_search_matches
           WHERE saved_search_id = ? ORDER BY publication_date, case_id`,
        )
        .all(row.saved_search_id) as { caseId: number; caseKey: string }[];
      pending.push({
        savedSearchId: row.saved_search_id,
        name: row.name!,
        criteria: JSON.parse(row.criteria!) as Record<string, string>,
        address: row.address,
        matches,
      });
    }
    return pending;
  }

  /** Was any saved search's digest sent to this address on this Berlin day? */
  sentOn(address: string, day: string): boolean {
    return (
      this.db
        .prepare('SELECT 1 FROM alert_search_sent WHERE address_key = ? AND sent_day = ? LIMIT 1')
        .get(address, day) !== undefined
    );
  }

  /** The cases are in a digest from now on: never matched or sent again for this saved search. */
  handOver(savedSearchId: string, caseIds: readonly number[], address: string, day: string): void {
    inTransaction(this.db, () => {
      const sent = this.db.prepare(
        `INSERT OR IGNORE INTO alert_search_sent (saved_search_id, case_id, address_key, sent_day) VALUES (?, ?, ?, ?)`,
      );
      const remove = this.db.prepare('DELETE FROM alert_search_matches WHERE saved_search_id = ? AND case_id = ?');
      for (const caseId of caseIds) {
        sent.run(savedSearchId, caseId, address, day);
        remove.run(savedSearchId, caseId);
      }
    });
  }

  /** The mail did not leave: the cases wait for the next digest. */
  handBack(
    savedSearchId: string,
    cases: readonly { caseId: number; caseKey: string; publicationDate: string }[],
    at: string,
  ): void {
    inTransaction(this.db, () => {
      const pending = this.db.prepare(
        `INSERT OR IGNORE INTO alert_search_matches (saved_search_id, case_id, case_key, publication_date, matched_at)
         VALUES (?, ?, ?, ?, ?)`,
      );
      const unsent = this.db.prepare('DELETE FROM alert_search_sent WHERE saved_search_id = ? AND case_id = ?');
      for (const c of cases) {
        pending.run(savedSearchId, c.caseId, c.caseKey, c.publicationDate, at);
        unsent.run(savedSearchId, c.caseId);
      }
    });
  }

  /** A case whose stream is gone (erased) is never mailed. */
  drop(savedSearchId: string, caseId: number): void {
    this.db
      .prepare('DELETE FROM alert_search_matches WHERE saved_search_id = ? AND case_id = ?')
      .run(savedSearchId, caseId);
  }

  /** Deleted saved searches leave nothing behind (their ids and the owner's address key). */
  private dropOrphans(): void {
    for (const table of ['alert_search_matches', 'alert_search_sent']) {
      this.db.prepare(`DELETE FROM ${table} WHERE saved_search_id NOT IN (SELECT id FROM rm_saved_searches)`).run();
    }
  }
}
