import type { DatabaseSync } from 'node:sqlite';
import { readModelMissing } from '../../platform/read-store/read-model-missing.js';

/** The latest retention cleanup (running or finished), for the dashboard's progress and last outcome. */
export interface CleanupRunView {
  readonly runId: string;
  readonly status: 'running' | 'completed' | 'failed';
  readonly trigger: string;
  readonly startedAt: string;
  /** Who started it: an administrator (with e-mail) or `system:retention` (schedule, continuation). */
  readonly startedBy: { readonly id: string; readonly email: string | null };
  /** Cases due at the start; null for runs recorded before runs were tracked from their start. */
  readonly total: number | null;
  readonly erased: number;
  readonly individualsDeleted: number;
  readonly companiesDeleted: number;
  readonly finishedAt: string | null;
  readonly error: string | null;
}

interface RunDoc {
  runId: string;
  status: CleanupRunView['status'];
  trigger: string;
  actorId: string;
  startedAt: string;
  total: number | null;
  individualsDeleted: number;
  companiesDeleted: number;
  totalDeleted: number;
  finishedAt: string | null;
  error: string | null;
}

export function latestCleanupRun(db: DatabaseSync): CleanupRunView | null {
  let row: { doc: string } | undefined;
  try {
    row = db
      .prepare(
        "SELECT doc FROM rm_retention_runs ORDER BY json_extract(doc, '$.startedAt') DESC, position DESC LIMIT 1",
      )
      .get() as { doc: string } | undefined;
  } catch (error) {
    if (readModelMissing(error)) return null;
    throw error;
  }
  if (!row) return null;
  const run = JSON.parse(row.doc) as RunDoc;
  return {
    runId: run.runId,
    status: run.status,
    trigger: run.trigger,
    startedAt: run.startedAt,
    startedBy: { id: run.actorId, email: emailOf(db, run.actorId) },
    total: run.total,
    erased: run.totalDeleted,
    individualsDeleted: run.individualsDeleted,
    companiesDeleted: run.companiesDeleted,
    finishedAt: run.finishedAt,
    error: run.error,
  };
}

function emailOf(db: DatabaseSync, actorId: string): string | null {
  if (actorId.startsWith('system:')) return null;
  try {
    const user = db.prepare('SELECT email FROM rm_users WHERE id = ?').get(actorId) as { email: string } | undefined;
    return user?.email ?? null;
  } catch (error) {
    if (readModelMissing(error)) return null;
    throw error;
  }
}
