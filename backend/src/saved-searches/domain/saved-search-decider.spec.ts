import { DeciderSpecification } from '../../platform/command-handling/decider-specification.js';
import type { SavedSearchCommand } from './commands.js';
import {
  InvalidSavedSearch,
  SavedSearchAlreadyExists,
  SavedSearchesRequirePro,
  SavedSearchLimitReached,
  SavedSearchNameTaken,
  SavedSearchNotFound,
} from './errors.js';
import type { SavedSearchEvent } from './events.js';
import { savedSearchDecider } from './saved-search-decider.js';

const id = '2b0c7f4e-91a3-4d7e-8c55-0f1e2d3c4b5a';
const owner = 'user-owner';
const other = 'user-other';
const at = new Date('2026-11-21T09:00:00Z');
const later = new Date('2026-11-22T10:00:00Z');
const criteria = { q: 'Bau', state: 'NW' };

const create = (overrides: Partial<Extract<SavedSearchCommand, { type: 'CreateSavedSearch' }>> = {}) =>
  ({
    type: 'CreateSavedSearch',
    savedSearchId: id,
    by: owner,
    isPro: true,
    ownerNameKeys: [],
    maxSavedSearches: 25,
    fields: { name: '  Bau   NRW ', criteria, alert: true },
    at,
    ...overrides,
  }) satisfies SavedSearchCommand;

const created: SavedSearchEvent = {
  type: 'SavedSearchCreated',
  data: {
    savedSearchId: id,
    ownerId: owner,
    name: 'Bau NRW',
    criteria,
    alert: true,
    createdAt: '2026-11-21T09:00:00.000Z',
  },
};

const update = (
  changes: Partial<{ name: string; criteria: Record<string, string>; alert: boolean; mode: 'sofort' | 'täglich' }>,
  by = owner,
) => ({ type: 'UpdateSavedSearch', by, isPro: true, otherNameKeys: ['insolvenzen köln'], changes, at: later }) as const;

describe('saved search decider', () => {
  const spec = () => DeciderSpecification.for(savedSearchDecider);

  describe('CreateSavedSearch', () => {
    it('records the saved search with its name tidied, its criteria and the alert flag', () => {
      spec()
        .given([])
        .when(create())
        .then([{ ...created, data: { ...created.data, mode: 'täglich' } }]);
    });

    it('records the delivery mode of the alert, `täglich` unless chosen (issue #30)', () => {
      spec()
        .given([])
        .when(create({ fields: { name: 'Bau NRW', criteria, alert: true, mode: 'sofort' } }))
        .then([{ ...created, data: { ...created.data, mode: 'sofort' } }]);
    });

    it('refuses free users', () => {
      spec()
        .given([])
        .when(create({ isPro: false }))
        .thenThrows(SavedSearchesRequirePro);
    });

    it('refuses a name the owner already uses, whatever its letter case', () => {
      spec()
        .given([])
        .when(create({ ownerNameKeys: ['bau nrw'] }))
        .thenThrows(SavedSearchNameTaken);
    });

    it('refuses an empty name', () => {
      spec()
        .given([])
        .when(create({ fields: { name: '   ', criteria, alert: false } }))
        .thenThrows(InvalidSavedSearch);
    });

    it('refuses more saved searches than the cap', () => {
      spec()
        .given([])
        .when(create({ ownerNameKeys: ['a', 'b'], maxSavedSearches: 2 }))
        .thenThrows(SavedSearchLimitReached);
    });

    it('refuses to create the same id twice', () => {
      spec().given([created]).when(create()).thenThrows(SavedSearchAlreadyExists);
    });
  });

  describe('UpdateSavedSearch', () => {
    it('renames and keeps what was not changed', () => {
      spec()
        .given([created])
        .when(update({ name: 'Bau Westfalen' }))
        .then([
          {
            type: 'SavedSearchUpdated',
            data: {
              savedSearchId: id,
              ownerId: owner,
              name: 'Bau Westfalen',
              criteria,
              alert: true,
              // Written before issue #30 without a mode: read as täglich.
              mode: 'täglich',
              updatedAt: '2026-11-22T10:00:00.000Z',
            },
          },
        ]);
    });

    it('switches the alert off', () => {
      spec()
        .given([created])
        .when(update({ alert: false }))
        .then([
          {
            type: 'SavedSearchUpdated',
            data: {
              savedSearchId: id,
              ownerId: owner,
              name: 'Bau NRW',
              criteria,
              alert: false,
              mode: 'täglich',
              updatedAt: '2026-11-22T10:00:00.000Z',
            },
          },
        ]);
    });

    it('switches the alert to immediate mails, and keeps the mode when a change names none', () => {
      spec()
        .given([created])
        .when(update({ mode: 'sofort' }))
        .then([
          {
            type: 'SavedSearchUpdated',
            data: {
              savedSearchId: id,
              ownerId: owner,
              name: 'Bau NRW',
              criteria,
              alert: true,
              mode: 'sofort',
              updatedAt: '2026-11-22T10:00:00.000Z',
            },
          },
        ]);
      const immediate: SavedSearchEvent = { ...created, data: { ...created.data, mode: 'sofort' } };
      spec()
        .given([immediate])
        .when(update({ name: 'Bau NRW', alert: true }))
        .then([]);
    });

    it('records nothing when nothing changes', () => {
      spec()
        .given([created])
        .when(update({ name: 'Bau NRW', alert: true }))
        .then([]);
    });

    it('refuses a name another of the owner’s saved searches has', () => {
      spec()
        .given([created])
        .when(update({ name: 'Insolvenzen Köln' }))
        .thenThrows(SavedSearchNameTaken);
    });

    it('answers "not found" to another user', () => {
      spec()
        .given([created])
        .when(update({ alert: false }, other))
        .thenThrows(SavedSearchNotFound);
    });

    it('refuses changes after a downgrade to Free', () => {
      spec()
        .given([created])
        .when({ ...update({ alert: false }), isPro: false })
        .thenThrows(SavedSearchesRequirePro);
    });
  });

  describe('DeleteSavedSearch', () => {
    const deleted: SavedSearchEvent = {
      type: 'SavedSearchDeleted',
      data: { savedSearchId: id, ownerId: owner, deletedAt: '2026-11-22T10:00:00.000Z' },
    };

    it('deletes the owner’s saved search', () => {
      spec().given([created]).when({ type: 'DeleteSavedSearch', by: owner, at: later }).then([deleted]);
    });

    it('answers "not found" to another user and after deletion', () => {
      spec().given([created]).when({ type: 'DeleteSavedSearch', by: other, at: later }).thenThrows(SavedSearchNotFound);
      spec()
        .given([created, deleted])
        .when({ type: 'DeleteSavedSearch', by: owner, at: later })
        .thenThrows(SavedSearchNotFound);
    });
  });

  describe('SwitchOffAlertByLink (the unsubscribe link of an alert mail)', () => {
    const byLink = { type: 'SwitchOffAlertByLink', at: later } as const;

    it('switches the e-mail off and keeps everything else, whatever the plan', () => {
      spec()
        .given([created])
        .when(byLink)
        .then([
          {
            type: 'SavedSearchUpdated',
            data: {
              savedSearchId: id,
              ownerId: owner,
              name: 'Bau NRW',
              criteria,
              alert: false,
              mode: 'täglich',
              via: 'unsubscribe-link',
              updatedAt: '2026-11-22T10:00:00.000Z',
            },
          },
        ]);
    });

    it('records nothing when the e-mail is off already', () => {
      const off: SavedSearchEvent = {
        type: 'SavedSearchUpdated',
        data: { ...created.data, alert: false, mode: 'täglich', updatedAt: '2026-11-22T10:00:00.000Z' },
      } as SavedSearchEvent;
      spec().given([created, off]).when(byLink).then([]);
    });

    it('answers "not found" for a deleted or unknown saved search', () => {
      const deleted: SavedSearchEvent = {
        type: 'SavedSearchDeleted',
        data: { savedSearchId: id, ownerId: owner, deletedAt: '2026-11-22T10:00:00.000Z' },
      };
      spec().given([created, deleted]).when(byLink).thenThrows(SavedSearchNotFound);
      spec().given([]).when(byLink).thenThrows(SavedSearchNotFound);
    });
  });
});
