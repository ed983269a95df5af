import { closeSync, mkdirSync, openSync, readFileSync, renameSync, writeSync, existsSync } from 'node:fs';
import { join } from 'node:path';

/** An event as the log holds it. */
export interface StoredEvent {
  readonly stream: string;
  readonly revision: bigint;
  readonly id: string;
  readonly type: string;
  readonly contentType: string;
  /** .NET ticks (100 ns) since the Unix epoch. */
  readonly created: bigint;
  readonly data: Buffer;
  readonly customMetadata: Buffer;
  readonly position: bigint;
}

/** One line of the log file; bigints as decimal strings, bytes as base64. */
export type LogRecord =
  | { kind: 'header'; nextPosition: string }
  | {
      kind: 'event';
      stream: string;
      revision: string;
      id: string;
      type: string;
      contentType: string;
      created: string;
      data: string;
      customMetadata: string;
      position: string;
    }
  | { kind: 'tombstone' | 'soft-delete'; stream: string; position: string; created: string };

/** Where the first record goes: KurrentDB's log does not start user data at 0 either. */
const FIRST_POSITION = 1024n;

/**
 * The log as a JSON-lines file (`log.jsonl` in the data directory). A record's position is the logical byte
 * offset at which it was appended; the first line (a header) keeps the next position so that positions are
 * never reused after a scavenge rewrote the file smaller.
 */
export class LogFile {
  private nextPosition: bigint;

  private constructor(
    private readonly path: string,
    private fd: number,
    readonly records: LogRecord[],
    nextPosition: bigint,
  ) {
    this.nextPosition = nextPosition;
  }

  static open(dataDir: string): LogFile {
    mkdirSync(dataDir, { recursive: true });
    const path = join(dataDir, 'log.jsonl');
    const records: LogRecord[] = [];
    let nextPosition = FIRST_POSITION;
    const fresh = !existsSync(path);
    if (!fresh) {
      for (const line of readFileSync(path, 'utf8').split('\n')) {
        if (line === '') continue;
        let record: LogRecord;
        try {
          record = JSON.parse(line) as LogRecord;
        } catch {
          break; // a line torn by a crash mid-write: the log ends before it
        }
        if (record.kind === 'header') nextPosition = BigInt(record.nextPosition);
        else {
          records.push(record);
          nextPosition = BigInt(record.position) + BigInt(Buffer.byteLength(line) + 1);
        }
      }
    }
    const file = new LogFile(path, openSync(path, 'a'), records, nextPosition);
    if (fresh) file.writeLine({ kind: 'header', nextPosition: nextPosition.toString() });
    return file;
  }

  /** Appends a record at the next position and returns that position. */
  append(record: Exclude<LogRecord, { kind: 'header' }>): bigint {
    const position = this.nextPosition;
    const line = JSON.stringify({ ...record, position: position.toString() });
    this.writeLine(line);
    this.nextPosition += BigInt(Buffer.byteLength(line) + 1);
    return position;
  }

  /** Rewrites the file with the records `keep` accepts (scavenge), atomically by rename. */
  rewrite(keep: (record: LogRecord) => boolean): void {
    const lines = [JSON.stringify({ kind: 'header', nextPosition: this.nextPosition.toString() })];
    for (const line of readFileSync(this.path, 'utf8').split('\n')) {
      if (line === '') continue;
      const record = JSON.parse(line) as LogRecord;
      if (record.kind !== 'header' && keep(record)) lines.push(line);
    }
    const temporary = `${this.path}.scavenge`;
    const fd = openSync(temporary, 'w');
    writeSync(fd, `${lines.join('\n')}\n`);
    closeSync(fd);
    closeSync(this.fd);
    renameSync(temporary, this.path);
    this.fd = openSync(this.path, 'a');
  }

  close(): void {
    closeSync(this.fd);
  }

  private writeLine(record: LogRecord | string): void {
    writeSync(this.fd, `${typeof record === 'string' ? record : JSON.stringify(record)}\n`);
  }
}
