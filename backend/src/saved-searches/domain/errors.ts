import { DomainError } from '../../platform/command-handling/domain-error.js';

/** The text the SPA shows a free user (the pricing page sells "Mehrere Suchprofile" with Pro). */
export const SAVED_SEARCHES_PRO_REQUIRED = 'Pro-Abonnement erforderlich für gespeicherte Suchprofile';

/** Unknown, deleted, or someone else's: the same answer, so ids reveal nothing (docs/DESIGN.md §10). */
export class SavedSearchNotFound extends DomainError {
  constructor() {
    super('not_found', 'saved_search_not_found', 'Das Suchprofil wurde nicht gefunden.');
  }
}

export class SavedSearchAlreadyExists extends DomainError {
  constructor() {
    super('conflict', 'saved_search_exists', 'Das Suchprofil existiert bereits.');
  }
}

export class SavedSearchesRequirePro extends DomainError {
  constructor() {
    super('forbidden', 'pro_required', SAVED_SEARCHES_PRO_REQUIRED);
  }
}

export class SavedSearchNameTaken extends DomainError {
  constructor(name: string) {
    super('conflict', 'saved_search_name_taken', `Sie haben bereits ein Suchprofil mit dem Namen „${name}“.`);
  }
}

export class SavedSearchLimitReached extends DomainError {
  constructor(readonly limit: number) {
    super(
      'invalid',
      'saved_search_limit',
      `Sie können höchstens ${limit} Suchprofile speichern. Bitte löschen Sie nicht mehr benötigte Suchprofile.`,
    );
  }
}

export class InvalidSavedSearch extends DomainError {
  constructor(message: string) {
    super('invalid', 'invalid_saved_search', message);
  }
}
