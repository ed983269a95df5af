import type { DatabaseSync } from 'node:sqlite';
import { lastDeadlineDate } from '@insolvenz/backend/cases/notice-parser/deadlines/last-deadline-date.js';
import { prepared } from '@insolvenz/backend/platform/sqlite/prepared.js';

/**
 * `rm_cases.deadline_until`: the last dated deadline any notice of the case set (ISO day, '' for none;
 * `lastDeadlineDate`). "Meine Fristen", its calendar feed and the reminders read the deadlines of only those
 * watched cases whose `deadline_until` is today or later (looked up by case id: no index on it, since a third of
 * all cases can have a deadline ahead), instead of every watched case: a portfolio of 100,000 customers or a broad
 * saved search watches thousands of cases, of which only the recent proceedings have anything ahead.
 *
 * It only ever moves later (a corrected notice's earlier date leaves it): a later value makes the page read a case
 * with nothing ahead, never miss one. A read model of an older version gets the column and fills it from every
 * notice once, in one savepoint with the column itself.
 */
export function setupDeadlineUntil(db: DatabaseSync): void {
  const columns = db.prepare('SELECT name FROM pragma_table_info(?)').all('rm_cases') as { name: string }[];
  if (!columns.some((column) => column.name === 'deadline_until')) {
    db.function('im_last_deadline_date', { deterministic: true }, (deadlines, text, publicationDate) =>
      lastDeadlineDate(deadlines === null ? null : String(deadlines), String(text ?? ''), String(publicationDate)),
    );
    db.exec('SAVEPOINT add_deadline_until');
    try {
      db.exec("ALTER TABLE rm_cases ADD COLUMN deadline_until TEXT NOT NULL DEFAULT ''");
      db.exec(
        `UPDATE rm_cases SET deadline_until = last.day
         FROM (SELECT case_id, MAX(im_last_deadline_date(deadlines, text, publication_date)) AS day
               FROM rm_case_notices GROUP BY case_id) AS last
         WHERE rm_cases.id = last.case_id AND last.day > ''`,
      );
      db.exec('RELEASE add_deadline_until');
    } catch (error) {
      db.exec('ROLLBACK TO add_deadline_until; RELEASE add_deadline_until');
      throw error;
    }
  }
}

/** A notice of the case was recorded or corrected: its last deadline moves the case's later. */
export function raiseDeadlineUntil(db: DatabaseSync, caseId: number, day: string): void {
  if (day === '') return;
  prepared(db, 'UPDATE rm_cases SET deadline_until = ? WHERE id = ? AND deadline_until < ?').run(day, caseId, day);
}
