import type { Decider } from '../../platform/command-handling/decider.js';
import type { SavedSearchCommand } from './commands.js';
import {
  InvalidSavedSearch,
  SavedSearchAlreadyExists,
  SavedSearchesRequirePro,
  SavedSearchLimitReached,
  SavedSearchNameTaken,
  SavedSearchNotFound,
} from './errors.js';
import { alertModeOf, type SavedSearchEvent, type SavedSearchFields } from './events.js';
import { nameKey, normaliseName, SAVED_SEARCH_NAME_MAX } from './saved-search-rules.js';

export type SavedSearchState =
  | { readonly status: 'none' }
  | { readonly status: 'saved'; readonly id: string; readonly ownerId: string; readonly fields: SavedSearchFields }
  | { readonly status: 'deleted'; readonly ownerId: string };

function checkedName(name: string, takenKeys: readonly string[]): string {
  const normalised = normaliseName(name);
  if (normalised === '') throw new InvalidSavedSearch('Bitte geben Sie einen Namen für das Suchprofil ein.');
  if (normalised.length > SAVED_SEARCH_NAME_MAX)
    throw new InvalidSavedSearch(`Der Name darf höchstens ${SAVED_SEARCH_NAME_MAX} Zeichen lang sein.`);
  if (takenKeys.includes(nameKey(normalised))) throw new SavedSearchNameTaken(normalised);
  return normalised;
}

/** The owner's saved search, or the same "not found" for anyone else's, a deleted or an unknown one. */
function ownSaved(state: SavedSearchState, by: string): Extract<SavedSearchState, { status: 'saved' }> {
  if (state.status !== 'saved' || state.ownerId !== by) throw new SavedSearchNotFound();
  return state;
}

export const savedSearchDecider: Decider<SavedSearchCommand, SavedSearchEvent, SavedSearchState> = {
  initialState: () => ({ status: 'none' }),

  decide(command, state) {
    switch (command.type) {
      case 'CreateSavedSearch': {
        if (!command.isPro) throw new SavedSearchesRequirePro();
        if (state.status !== 'none') throw new SavedSearchAlreadyExists();
        if (command.ownerNameKeys.length >= command.maxSavedSearches)
          throw new SavedSearchLimitReached(command.maxSavedSearches);
        const name = checkedName(command.fields.name, command.ownerNameKeys);
        return [
          {
            type: 'SavedSearchCreated',
            data: {
              savedSearchId: command.savedSearchId,
              ownerId: command.by,
              name,
              criteria: command.fields.criteria,
              alert: command.fields.alert,
              mode: alertModeOf(command.fields),
              createdAt: command.at.toISOString(),
            },
          },
        ];
      }
      case 'UpdateSavedSearch': {
        const saved = ownSaved(state, command.by);
        if (!command.isPro) throw new SavedSearchesRequirePro();
        const next: SavedSearchFields = {
          name:
            command.changes.name === undefined
              ? saved.fields.name
              : checkedName(command.changes.name, command.otherNameKeys),
          criteria: command.changes.criteria ?? saved.fields.criteria,
          alert: command.changes.alert ?? saved.fields.alert,
          mode: command.changes.mode ?? alertModeOf(saved.fields),
        };
        // Saving what is already saved records nothing.
        if (JSON.stringify(next) === JSON.stringify(saved.fields)) return [];
        return [
          {
            type: 'SavedSearchUpdated',
            data: {
              savedSearchId: saved.id,
              ownerId: saved.ownerId,
              ...next,
              updatedAt: command.at.toISOString(),
            },
          },
        ];
      }
      case 'SwitchOffAlertByLink': {
        if (state.status !== 'saved') throw new SavedSearchNotFound();
        if (!state.fields.alert) return [];
        return [
          {
            type: 'SavedSearchUpdated',
            data: {
              savedSearchId: state.id,
              ownerId: state.ownerId,
              ...state.fields,
              alert: false,
              via: 'unsubscribe-link',
              updatedAt: command.at.toISOString(),
            },
          },
        ];
      }
      case 'DeleteSavedSearch': {
        // Deleting stays possible after a downgrade: one's own data can always be removed.
        const saved = ownSaved(state, command.by);
        return [
          {
            type: 'SavedSearchDeleted',
            data: {
              savedSearchId: saved.id,
              ownerId: saved.ownerId,
              deletedAt: command.at.toISOString(),
            },
          },
        ];
      }
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'SavedSearchCreated':
      case 'SavedSearchUpdated': {
        const { savedSearchId, ownerId, name, criteria, alert } = event.data;
        const fields = { name, criteria, alert, mode: alertModeOf(event.data) };
        return { status: 'saved', id: savedSearchId, ownerId, fields };
      }
      case 'SavedSearchDeleted':
        return { status: 'deleted', ownerId: event.data.ownerId };
    }
  },
};
