import { Module } from '@nestjs/common';
import { CreateSavedSearchController } from './create-saved-search/create-saved-search.controller.js';
import { DeleteSavedSearchController } from './delete-saved-search/delete-saved-search.controller.js';
import { SavedSearchErasure } from './delete-saved-search/saved-search-erasure.js';
import { ListSavedSearchesController } from './list-saved-searches/list-saved-searches.controller.js';
import { SavedSearchQueries } from './read-model/saved-search-queries.js';
import { SavedSearchCommands } from './saved-search-commands.js';
import { SavedSearchesPlanGuard } from './saved-searches-plan.guard.js';
import { UpdateSavedSearchController } from './update-saved-search/update-saved-search.controller.js';

/** Saved searches ("Mehrere Suchprofile", issue #13); their daily alerts are part of the alerts digest. */
@Module({
  controllers: [
    ListSavedSearchesController,
    CreateSavedSearchController,
    UpdateSavedSearchController,
    DeleteSavedSearchController,
  ],
  providers: [SavedSearchesPlanGuard, SavedSearchCommands, SavedSearchQueries, SavedSearchErasure],
})
export class SavedSearchesModule {}
