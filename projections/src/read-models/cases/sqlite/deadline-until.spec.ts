import type { DatabaseSync } from 'node:sqlite';
import type { CaseEvent, CaseNotice } from '@insolvenz/backend/cases/domain/events.js';
import type { NewEvent } from '@insolvenz/backend/platform/event-store/event.js';
import { SqliteEventStore } from '@insolvenz/backend/platform/event-store/sqlite/sqlite-event-store.js';
import { openDatabase } from '@insolvenz/backend/platform/sqlite/open-database.js';
import { rebuildProjection } from '../../../replay/rebuild-projection.js';
import { SqliteProjectionStore } from '../../../store/sqlite/sqlite-projection-store.js';
import { essenNotice, withMetadata } from '../case-events.test-kit.js';
import { casesProjection } from '../cases.projection.js';

type Deadline = NonNullable<CaseNotice['deadlines']>[number];

const hearing = (date: string): Deadline => ({
  kind: 'pruefungstermin',
  date,
  time: '10:00',
  place: 'Saal 1',
  sentence: `Prüfungstermin am ${date}.`,
  relative: null,
});

const notice = (n: number, publicationDate: string, deadlines?: Deadline[]): CaseNotice =>
  essenNotice(n, {
    publicationDate,
    fingerprint: `f-${n}-${publicationDate}-${deadlines?.map((d) => d.date).join() ?? ''}`,
    debtorName: `Firma ${n} GmbH`,
    ...(deadlines ? { deadlines } : {}),
  });

const recorded = (event: CaseEvent): NewEvent => withMetadata(event);

describe('cases read model: each case\'s last deadline ("Meine Fristen" reads only cases with one ahead)', () => {
  let events: SqliteEventStore;
  let db: DatabaseSync;
  const untilOf = () =>
    Object.fromEntries(
      (
        db.prepare('SELECT id, deadline_until FROM rm_cases ORDER BY id').all() as {
          id: number;
          deadline_until: string;
        }[]
      ).map((row) => [row.id, row.deadline_until]),
    );
  const append = (stream: string, event: CaseEvent, expectedRevision: 'no_stream' | bigint) =>
    events.append(stream, [recorded(event)], { expectedRevision });

  beforeEach(async () => {
    events = new SqliteEventStore({ location: ':memory:' });
    db = openDatabase(':memory:');
    // 1: a hearing; 2: recorded before deadlines were read (its text names none: the effective day counts);
    // 3: a later notice sets a later hearing; 4: a later notice with an earlier hearing leaves the later one.
    await append(
      'case-k1',
      {
        type: 'CaseImported',
        data: { caseId: 1, caseKey: 'k1', notice: notice(1, '2026-03-02', [hearing('2026-05-20')]) },
      },
      'no_stream',
    );
    await append(
      'case-k2',
      { type: 'CaseImported', data: { caseId: 2, caseKey: 'k2', notice: notice(2, '2026-03-02') } },
      'no_stream',
    );
    await append(
      'case-k3',
      {
        type: 'CaseImported',
        data: { caseId: 3, caseKey: 'k3', notice: notice(3, '2026-03-02', [hearing('2026-04-01')]) },
      },
      'no_stream',
    );
    await append(
      'case-k3',
      {
        type: 'CaseNoticePublished',
        data: { caseId: 3, caseKey: 'k3', notice: notice(3, '2026-03-20', [hearing('2026-07-01')]) },
      },
      0n,
    );
    await append(
      'case-k4',
      {
        type: 'CaseImported',
        data: { caseId: 4, caseKey: 'k4', notice: notice(4, '2026-03-02', [hearing('2026-06-01')]) },
      },
      'no_stream',
    );
    await append(
      'case-k4',
      { type: 'CaseNoticePublished', data: { caseId: 4, caseKey: 'k4', notice: notice(4, '2026-03-05', []) } },
      0n,
    );
    await rebuildProjection(events, new SqliteProjectionStore(db), casesProjection);
  });
  afterEach(async () => {
    await events.close();
    db.close();
  });

  it('keeps the latest dated deadline of all its notices, from the text for a notice recorded without them', () => {
    expect(untilOf()).toEqual({ 1: '2026-05-20', 2: '2026-03-04', 3: '2026-07-01', 4: '2026-06-01' });
  });

  it('moves later with a correction that sets a later date, and stays with one that sets an earlier date', async () => {
    const corrected = (n: number, date: string, fingerprint: string) => ({
      type: 'CaseNoticeCorrected' as const,
      data: {
        caseId: n,
        caseKey: `k${n}`,
        fingerprint,
        correctedAt: '2026-03-11T08:00:00.000Z',
        notice: notice(n, '2026-03-02', [hearing(date)]),
        changes: [],
      },
    });
    await append(
      'case-k1',
      corrected(1, '2026-09-09', notice(1, '2026-03-02', [hearing('2026-05-20')]).fingerprint),
      0n,
    );
    await append(
      'case-k4',
      corrected(4, '2026-04-01', notice(4, '2026-03-02', [hearing('2026-06-01')]).fingerprint),
      1n,
    );
    await rebuildProjection(events, new SqliteProjectionStore(db), casesProjection);
    expect(untilOf()).toMatchObject({ 1: '2026-09-09', 4: '2026-06-01' });
  });

  it('fills the column from every notice when a read model of an older version opens', () => {
    db.exec('ALTER TABLE rm_cases DROP COLUMN deadline_until');
    new SqliteProjectionStore(db).prepareNow(casesProjection);
    expect(untilOf()).toEqual({ 1: '2026-05-20', 2: '2026-03-04', 3: '2026-07-01', 4: '2026-06-01' });
  });
});
