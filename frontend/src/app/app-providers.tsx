import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider } from '@mui/material/styles';
import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { AppStore } from './store';
import { theme } from './theme';
import { TOAST_COMPONENTS } from './toast-colors';

/** SPEC §9: toasts stay 4 s. */
export const TOAST_DURATION_MS = 4000;

/**
 * SPEC §9 puts toasts top-right, where the sticky header has the user menu: they start below the header (its
 * toolbar is 56 px high on phones, 64 px from `sm`), so the menu stays reachable while a toast shows.
 */
export const TOASTS_CLASS = 'toasts-below-header';
const TOASTS_BELOW_HEADER = (
  <GlobalStyles
    styles={(theme) => ({
      [`.${TOASTS_CLASS}`]: {
        top: '72px !important',
        [theme.breakpoints.down('sm')]: { top: '64px !important' },
      },
    })}
  />
);

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
        {TOASTS_BELOW_HEADER}
        <SnackbarProvider
          maxSnack={3}
          autoHideDuration={TOAST_DURATION_MS}
          anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
          classes={{ containerAnchorOriginTopRight: TOASTS_CLASS }}
          Components={TOAST_COMPONENTS}
        >
          {children}
        </SnackbarProvider>
      </ThemeProvider>
    </Provider>
  );
}
