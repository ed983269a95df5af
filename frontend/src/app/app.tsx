import { BrowserRouter } from 'react-router-dom';
import { PageErrorBoundary } from '../components/layout/page-error-boundary';
import { AppProviders } from './app-providers';
import { AppRoutes } from './app-routes';
import type { AppStore } from './store';

/** The last line: a failure outside the screens (header menus are lazy too) still ends in a German message. */
export function App({ store }: { store: AppStore }) {
  return (
    <AppProviders store={store}>
      <PageErrorBoundary>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </PageErrorBoundary>
    </AppProviders>
  );
}
