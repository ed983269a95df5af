import type { DatabaseSync } from 'node:sqlite';
import { prepared } from '@insolvenz/backend/platform/sqlite/prepared.js';

/** Checkpoints live in the read-model database so they commit with the read-model rows they describe. */
export const CHECKPOINT_SCHEMA = `
CREATE TABLE IF NOT EXISTS projection_checkpoints (
  name       TEXT PRIMARY KEY,
  position   INTEGER NOT NULL,
  version    INTEGER NOT NULL,
  updated_at TEXT NOT NULL
);`;

export interface StoredCheckpoint {
  readonly position: bigint;
  readonly version: number;
}

export function readCheckpoint(db: DatabaseSync, name: string): StoredCheckpoint | undefined {
  const row = prepared(db, 'SELECT position, version FROM projection_checkpoints WHERE name = ?').get(name) as
    { position: number; version: number } | undefined;
  return row ? { position: BigInt(row.position), version: row.version } : undefined;
}

export function writeCheckpoint(db: DatabaseSync, name: string, position: bigint, version: number): void {
  prepared(
    db,
    `INSERT INTO projection_checkpoints (name, position, version, updated_at) VALUES (?, ?, ?, ?)
     ON CONFLICT(name) DO UPDATE SET position = excluded.position, version = excluded.version,
       updated_at = excluded.updated_at`,
  ).run(name, Number(position), version, new Date().toISOString());
}
