import { configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { baseApi } from '../lib/api/base-api';
import { sessionSlice } from '../lib/session/session-slice';

/** A new store per app start and per test, so no cache leaks between them. */
export function createAppStore() {
  const store = configureStore({
    reducer: {
      [baseApi.reducerPath]: baseApi.reducer,
      [sessionSlice.reducerPath]: sessionSlice.reducer,
    },
    // The development checks walk the whole state on every action; an account's list of 1,000s of alerts takes them
    // past their default 32 ms warning. They stay on (development and tests only) and warn from 200 ms.
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ immutableCheck: { warnAfter: 200 }, serializableCheck: { warnAfter: 200 } }).concat(
        baseApi.middleware,
      ),
  });
  // Refetch on focus/reconnect and let polling pause while the tab is hidden.
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
