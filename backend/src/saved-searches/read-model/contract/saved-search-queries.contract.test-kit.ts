import type { SavedSearchEvent } from '../../domain/events.js';
import type { SavedSearchQueries } from '../saved-search-queries.port.js';

/** Builds the saved-searches read model from these events (in order) with the real projection; answers through the port. */
export type SavedSearchQueriesHarness = (events: SavedSearchEvent[]) => Promise<SavedSearchQueries>;

const created = (
  savedSearchId: string,
  ownerId: string,
  name: string,
  criteria: Record<string, string> = { q: 'Bau' },
): SavedSearchEvent => ({
  type: 'SavedSearchCreated',
  data: { savedSearchId, ownerId, name, criteria, alert: false, createdAt: '2026-11-20T08:00:00.000Z' },
});

/** The behaviour every `SavedSearchQueries` adapter must show, given the saved searches' domain events. */
export function savedSearchQueriesContract(name: string, harness: SavedSearchQueriesHarness): void {
  describe(`SavedSearchQueries contract: ${name}`, () => {
    it("lists only the owner's saved searches, oldest first, and finds them only for their owner", async () => {
      const queries = await harness([
        created('s1', 'u1', 'Bau NRW', { q: 'Bau', state: 'NW' }),
        created('s2', 'u2', 'Fremd'),
        created('s3', 'u1', 'Gastro Köln'),
      ]);
      expect((await queries.ofOwner('u1')).map((search) => search.id)).toEqual(['s1', 's3']);
      expect(await queries.findOwn('s1', 'u1')).toEqual({
        id: 's1',
        name: 'Bau NRW',
        criteria: { q: 'Bau', state: 'NW' },
        alert: false,
        mode: 'täglich',
        createdAt: '2026-11-20T08:00:00.000Z',
        updatedAt: null,
      });
      expect(await queries.findOwn('s2', 'u1')).toBeNull();
      expect(await queries.findOwn('unknown', 'u1')).toBeNull();
      expect(await queries.ofOwner('u3')).toEqual([]);
    });

    it('shows the latest name, criteria and alert after an update', async () => {
      const queries = await harness([
        created('s1', 'u1', 'Bau NRW'),
        {
          type: 'SavedSearchUpdated',
          data: {
            savedSearchId: 's1',
            ownerId: 'u1',
            name: 'Bau Bayern',
            criteria: { q: 'Bau', state: 'BY' },
            alert: true,
            updatedAt: '2026-11-21T08:00:00.000Z',
          },
        },
      ]);
      expect(await queries.findOwn('s1', 'u1')).toMatchObject({
        name: 'Bau Bayern',
        criteria: { q: 'Bau', state: 'BY' },
        alert: true,
        updatedAt: '2026-11-21T08:00:00.000Z',
      });
    });

    it("gives the owner's name keys (blanks collapsed, letter case ignored), without the one being renamed", async () => {
      const queries = await harness([
        created('s1', 'u1', '  Bau   NRW '),
        created('s2', 'u1', 'Gastro KÖLN'),
        created('s3', 'u2', 'Fremd'),
      ]);
      expect((await queries.nameKeysOfOwner('u1')).sort()).toEqual(['bau nrw', 'gastro köln']);
      expect(await queries.nameKeysOfOwner('u1', 's1')).toEqual(['gastro köln']);
    });

    it('keeps nothing of an erased saved search in any answer', async () => {
      const queries = await harness([
        created('s1', 'u1', 'Max Geheim', { q: 'Max Geheim' }),
        created('s2', 'u1', 'Bau NRW'),
        {
          type: 'SavedSearchDeleted',
          data: { savedSearchId: 's1', ownerId: 'u1', deletedAt: '2026-11-21T08:00:00.000Z' },
        },
      ]);
      expect(await queries.eraseSavedSearch('s1')).toBe(true);
      expect(await queries.findOwn('s1', 'u1')).toBeNull();
      expect(JSON.stringify(await queries.ofOwner('u1'))).not.toMatch(/s1|Geheim/);
      expect(await queries.nameKeysOfOwner('u1')).toEqual(['bau nrw']);
    });
  });
}
