import type { DatabaseSync } from 'node:sqlite';
import { prepared } from '@insolvenz/backend/platform/sqlite/prepared.js';

/**
 * Checkpoints live in the read-model database so they commit with the read-model rows they describe.
 * Positions are 64-bit integers, read as bigint (no detour through a JavaScript number).
 */
export const CHECKPOINT_SCHEMA = `
CREATE TABLE IF NOT EXISTS projection_checkpoints (
  name       TEXT PRIMARY KEY,
  position   INTEGER NOT NULL,
  version    INTEGER NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS projection_rebuild_targets (
  name       TEXT PRIMARY KEY,
  target     INTEGER NOT NULL,
  started_at TEXT NOT NULL
);`;

/** The version stored with a reactor's checkpoint: a reactor keeps no read model that a version could outdate. */
export const REACTOR_VERSION = 0;

export interface StoredCheckpoint {
  readonly position: bigint;
  readonly version: number;
}

export function readCheckpoint(db: DatabaseSync, name: string): StoredCheckpoint | undefined {
  const statement = prepared(db, 'SELECT position, version FROM projection_checkpoints WHERE name = ?');
  statement.setReadBigInts(true);
  const row = statement.get(name) as { position: bigint; version: bigint } | undefined;
  return row ? { position: row.position, version: Number(row.version) } : undefined;
}

export function writeCheckpoint(db: DatabaseSync, name: string, position: bigint, version: number): void {
  prepared(
    db,
    `INSERT INTO projection_checkpoints (name, position, version, updated_at) VALUES (?, ?, ?, ?)
     ON CONFLICT(name) DO UPDATE SET position = excluded.position, version = excluded.version,
       updated_at = excluded.updated_at`,
  ).run(name, position, version, new Date().toISOString());
}

export function readRebuildTarget(db: DatabaseSync, name: string): bigint | undefined {
  const statement = prepared(db, 'SELECT target FROM projection_rebuild_targets WHERE name = ?');
  statement.setReadBigInts(true);
  return (statement.get(name) as { target: bigint } | undefined)?.target;
}

export function writeRebuildTarget(db: DatabaseSync, name: string, target: bigint): void {
  prepared(
    db,
    `INSERT INTO projection_rebuild_targets (name, target, started_at) VALUES (?, ?, ?)
     ON CONFLICT(name) DO UPDATE SET target = excluded.target, started_at = excluded.started_at`,
  ).run(name, target, new Date().toISOString());
}
