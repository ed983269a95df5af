import type { RecordedEvent } from '@insolvenz/backend/platform/event-store/event.js';
import { openDatabase } from '@insolvenz/backend/platform/sqlite/open-database.js';
import { documentProjection } from '../projection.js';
import { sqliteDocuments } from './sqlite-documents.js';

interface Tally {
  readonly count: number;
}

// Counts events per stream; a 'Reset' event deletes the document (evolve returns null).
const tallies = sqliteDocuments(
  documentProjection<Tally>({
    name: 'tallies',
    version: 1,
    collection: 'tallies',
    handles: 'all',
    documentId: (event) => (event.type === 'Ignored' ? null : event.streamName),
    evolve: (doc, event) => (event.type === 'Reset' ? null : { count: (doc?.count ?? 0) + 1 }),
  }),
);

let position = 0n;
const event = (streamName: string, type = 'Counted') =>
  ({ type, data: {}, streamName, position: ++position }) as unknown as RecordedEvent;

describe('SQLite documents: a folded chunk', () => {
  it('leaves the same documents as applying its events one by one (deletes, re-creation, redelivery)', () => {
    const earlier = [event('a'), event('b')];
    const batch = [
      event('a'),
      event('a'),
      event('b', 'Reset'),
      event('c', 'Ignored'),
      event('b'),
      event('d', 'Reset'),
      event('a'),
      ...earlier, // redelivered: the documents have seen them
    ];
    const [oneByOne, together] = [openDatabase(':memory:'), openDatabase(':memory:')];
    for (const db of [oneByOne, together]) {
      tallies.setup(db);
      const writer = tallies.open(db);
      for (const e of earlier) writer.write(e);
      writer.flush();
    }

    const single = tallies.open(oneByOne);
    for (const e of batch) {
      single.write(e);
      single.flush();
    }
    const folded = tallies.open(together);
    for (const e of batch) folded.write(e);
    folded.flush();

    expect(tallies.dump(together)).toEqual(tallies.dump(oneByOne));
    expect(tallies.dump(together)).toEqual([
      { id: 'a', doc: { count: 4 }, position: expect.any(Number) },
      { id: 'b', doc: { count: 1 }, position: expect.any(Number) },
    ]);
  });
});
