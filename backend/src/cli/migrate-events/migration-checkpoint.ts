import { createHash } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Where an interrupted migration continues: beside the event log, for one target only. */
export interface MigrationCheckpoint {
  /** Hash of the target's connection string (which may carry credentials). */
  readonly target: string;
  /** Source position up to which every event is in the target. */
  readonly position: string;
  readonly updatedAt: string;
}

export function checkpointFile(dataDir: string): string {
  return join(dataDir, 'migrate-events.checkpoint.json');
}

export function targetKey(connectionString: string): string {
  return createHash('sha256').update(connectionString).digest('hex').slice(0, 16);
}

/** The checkpoint of an earlier run into this target, `null` when there is none (or it was for another). */
export async function readCheckpoint(dataDir: string, target: string): Promise<bigint | null> {
  let text: string;
  try {
    text = await readFile(checkpointFile(dataDir), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const checkpoint = JSON.parse(text) as MigrationCheckpoint;
  return checkpoint.target === targetKey(target) ? BigInt(checkpoint.position) : null;
}

/** Written to a temporary file and renamed over the old one: a crash leaves the old or the new checkpoint. */
export async function writeCheckpoint(dataDir: string, target: string, position: bigint, now: Date): Promise<void> {
  const file = checkpointFile(dataDir);
  const checkpoint: MigrationCheckpoint = {
    target: targetKey(target),
    position: position.toString(),
    updatedAt: now.toISOString(),
  };
  await writeFile(`${file}.tmp`, `${JSON.stringify(checkpoint, null, 2)}\n`);
  await rename(`${file}.tmp`, file);
}
