import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { AppStore } from './store';
import { theme } from './theme';
import { TOAST_COMPONENTS } from './toast-colors';

/** SPEC §9: toasts stay 4 s. */
export const TOAST_DURATION_MS = 4000;

interface AppProvidersProps {
  store: AppStore;
  children: ReactNode;
}

/** Everything but the router, so tests can pair it with a MemoryRouter. */
export function AppProviders({ store, children }: AppProvidersProps) {
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <SnackbarProvider
          maxSnack={3}
          autoHideDuration={TOAST_DURATION_MS}
          anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
          Components={TOAST_COMPONENTS}
        >
          {children}
        </SnackbarProvider>
      </ThemeProvider>
    </Provider>
  );
}
