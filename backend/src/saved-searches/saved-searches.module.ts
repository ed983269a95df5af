import { CreateSavedSearchHandler } from './create-saved-search/create-saved-search.command-handler.js';
import { UpdateSavedSearchHandler } from './update-saved-search/update-saved-search.command-handler.js';
import { Module } from '@nestjs/common';
import { CreateSavedSearchController } from './create-saved-search/create-saved-search.controller.js';
import { DeleteSavedSearchController } from './delete-saved-search/delete-saved-search.controller.js';
import { SavedSearchErasure } from './delete-saved-search/saved-search-erasure.js';
import { ListSavedSearchesController } from './list-saved-searches/list-saved-searches.controller.js';
import { savedSearchQueriesProvider } from './read-model/read-store.providers.js';
import { ListSavedSearchesHandler } from './list-saved-searches/list-saved-searches.query-handler.js';
import { DeleteSavedSearchHandler } from './delete-saved-search/delete-saved-search.command-handler.js';
import { SavedSearchCommands } from './saved-search-commands.js';
import { SavedSearchesPlanGuard } from './saved-searches-plan.guard.js';
import { UpdateSavedSearchController } from './update-saved-search/update-saved-search.controller.js';
import { SavedSearchesAccountEraser } from './erase-account/saved-searches-account-eraser.js';
import { SwitchOffSavedSearchAlertHandler } from './switch-off-alert/switch-off-alert.command-handler.js';

/** Saved searches ("Mehrere Suchprofile", issue #13); their daily alerts are part of the alerts digest. */
@Module({
  controllers: [
    ListSavedSearchesController,
    CreateSavedSearchController,
    UpdateSavedSearchController,
    DeleteSavedSearchController,
  ],
  providers: [
    SavedSearchesPlanGuard,
    SavedSearchCommands,
    savedSearchQueriesProvider,
    SavedSearchErasure,
    SavedSearchesAccountEraser,
    ListSavedSearchesHandler,
    DeleteSavedSearchHandler,
    CreateSavedSearchHandler,
    UpdateSavedSearchHandler,
    SwitchOffSavedSearchAlertHandler,
  ],
})
export class SavedSearchesModule {}
