import { CacheProvider } from '@emotion/react';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../app/app-providers';
import { type AppStore, createAppStore } from '../app/store';
import { emotionTestCache } from './emotion-test-cache';

interface ProviderOptions extends Omit<RenderOptions, 'wrapper'> {
  /** Initial location of the in-memory router. */
  route?: string;
  /** Defaults to a fresh store, so no cached API data leaks between tests. */
  store?: AppStore;
}

export function renderWithProviders(
  ui: ReactElement,
  { route = '/', store = createAppStore(), ...options }: ProviderOptions = {},
) {
  const user = userEvent.setup();
  const result = render(
    <CacheProvider value={emotionTestCache}>
      <AppProviders store={store}>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </AppProviders>
    </CacheProvider>,
    options,
  );
  return { ...result, store, user };
}
