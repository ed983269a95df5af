import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fixedClock } from '../../platform/clock/clock.js';
import type { NewEvent } from '../../platform/event-store/event.js';
import { SqliteEventStore } from '../../platform/event-store/sqlite/sqlite-event-store.js';
import { holdsAny } from '../../test/stored-text.js';
import { caseKey } from '../domain/case-key.js';
import { CASE_STREAM, CaseStreams } from '../domain/case-streams.js';
import { ImportCaseHandler } from '../import-case/import-case.handler.js';
import { testNotice } from '../test/notice-factory.js';
import { ensureCaseStreamNames, StreamNameKeyMismatchError } from './ensure-case-stream-names.js';

const KEY = 'stream-name-key-of-this-installation';
const LIVE = testNotice({ caseNumber: '63 IK 152/23', fingerprint: 'live-1' });
const ERASED = testNotice({ caseNumber: '63 IK 153/23', fingerprint: 'erased-1' });

function imported(notice: typeof LIVE, caseId: number): NewEvent {
  return {
    type: 'CaseImported',
    data: { caseId, caseKey: caseKey(notice.court, notice.caseNumber), notice },
    metadata: {
      eventId: `notice-${notice.fingerprint}`,
      correlationId: 'old-version',
      causationId: null,
      actorId: 'system:importer',
      occurredAt: '2026-11-01T09:00:00.000Z',
      schemaVersion: 1,
    },
  };
}

/** Every byte of the event store's files (the database and its WAL). */
async function storedBytes(dir: string): Promise<Buffer[]> {
  const files = (await readdir(dir)).filter((name) => name.startsWith('events.sqlite'));
  return Promise.all(files.map((name) => readFile(join(dir, name))));
}

describe('case stream names: the migration of a log written with readable names', () => {
  let dir: string;
  let file: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'case-streams-'));
    file = join(dir, 'events.sqlite');
    // As an older version wrote it: `case-<court>~<Aktenzeichen>`, and the tombstone of an erased case.
    const old = new SqliteEventStore({ location: file });
    await old.append(`case-${caseKey(LIVE.court, LIVE.caseNumber)}`, [imported(LIVE, 100_000_001)], {
      expectedRevision: 'no_stream',
    });
    await old.append(`case-${caseKey(ERASED.court, ERASED.caseNumber)}`, [imported(ERASED, 100_000_002)], {
      expectedRevision: 'no_stream',
    });
    await old.deleteStream(`case-${caseKey(ERASED.court, ERASED.caseNumber)}`);
    await old.close();
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('renames every case stream in place, tombstones included, so no name tells court and Aktenzeichen', async () => {
    const before = await storedBytes(dir);
    expect(before.flatMap((bytes) => holdsAny(bytes, ['63-ik-153-23']))).not.toEqual([]);

    const streams = new CaseStreams(KEY);
    const store = new SqliteEventStore({ location: file });
    try {
      expect(await ensureCaseStreamNames(store, streams)).toBe(2);
      expect(await ensureCaseStreamNames(store, streams)).toBe(0); // idempotent: recorded once

      const names = (await store.readAll()).map((e) => e.streamName);
      expect(names.filter((name) => name.startsWith('case-'))).toEqual([
        streams.of(caseKey(LIVE.court, LIVE.caseNumber)),
      ]);
      expect(names.filter((name) => name.startsWith('case-')).every((name) => CASE_STREAM.test(name))).toBe(true);
      expect(store.deletedStreamNames()).toEqual([streams.of(caseKey(ERASED.court, ERASED.caseNumber))]);

      // Lookups by court + Aktenzeichen go through the hash: the live case is found, the erased one stays erased.
      const importer = new ImportCaseHandler(store, fixedClock('2026-11-21T09:00:00Z'), streams);
      expect(await importer.execute(LIVE, { correlationId: 'test' })).toEqual({
        caseId: 100_000_001,
        outcome: 'unchanged',
      });
      expect((await importer.execute(ERASED, { correlationId: 'test' })).outcome).toBe('erased');
    } finally {
      await store.close();
    }
    // The erased case's court and Aktenzeichen are gone from the file and the WAL (secure_delete, WAL truncated).
    for (const bytes of await storedBytes(dir)) expect(holdsAny(bytes, ['63-ik-153-23', 'ag-koeln~71'])).toEqual([]);
  });

  it('refuses a process whose STREAM_NAME_KEY differs from the one the log was migrated with', async () => {
    const store = new SqliteEventStore({ location: file });
    try {
      await ensureCaseStreamNames(store, new CaseStreams(KEY));
      await expect(
        ensureCaseStreamNames(store, new CaseStreams('another-key-of-another-process!!')),
      ).rejects.toBeInstanceOf(StreamNameKeyMismatchError);
    } finally {
      await store.close();
    }
  });
});

describe('case stream names', () => {
  it('carry no case number, and differ between installations', () => {
    const key = caseKey('Amtsgericht Duisburg', '63 IK 152/23');
    const name = new CaseStreams(KEY).of(key);
    expect(name).toMatch(CASE_STREAM);
    expect(name).not.toMatch(/duisburg|ik|~|\//);
    expect(new CaseStreams('other-installation-key-32-bytes!!').of(key)).not.toBe(name);
    expect(new CaseStreams(KEY).of(key)).toBe(name);
  });
});
