import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { Suspense, useState, useSyncExternalStore } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { EmailConfirmationBanner } from './email-confirmation-banner';
import { PageErrorBoundary } from './page-error-boundary';
import { PageLoader } from './page-loader';
import { createLoaderPresence, LoaderPresenceContext, type LoaderPresence } from './page-loader-presence';
import { ScrollToTop } from './scroll-to-top';
import { MAIN_ID, SkipLink } from './skip-link';

/**
 * While the page is a loader, the footer is left out: shown, it sat at the bottom of the window and was pushed out
 * of it when the page arrived, the largest layout shift of a page load (0.30 on a desktop, 0.66 on a phone when
 * the dashboard loaded). A footer that appears with the page is no shift. The loader says it is there in a layout
 * effect, so the footer is gone before the loader's first paint (see page-loader-presence.ts).
 */
function FooterOnceThePageIsThere({ presence }: { presence: LoaderPresence }) {
  const loading = useSyncExternalStore(presence.subscribe, presence.loading);
  return loading ? null : <AppFooter />;
}

/** Shared frame of every screen: skip link, header, the unconfirmed-address notice, routed page, footer. */
export function AppLayout() {
  const [presence] = useState(createLoaderPresence);
  const { pathname } = useLocation();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <SkipLink />
      <ScrollToTop />
      <AppHeader />
      {/* tabIndex -1: the skip link can focus it; its focus is not shown, as it is no control. */}
      <Container
        component="main"
        id={MAIN_ID}
        tabIndex={-1}
        maxWidth="lg"
        sx={{ flexGrow: 1, py: 4, '&:focus-visible': { outline: 'none' } }}
      >
        <EmailConfirmationBanner />
        <LoaderPresenceContext.Provider value={presence}>
          <PageErrorBoundary resetKey={pathname}>
            <Suspense fallback={<PageLoader />}>
              <Outlet />
            </Suspense>
          </PageErrorBoundary>
        </LoaderPresenceContext.Provider>
      </Container>
      <FooterOnceThePageIsThere presence={presence} />
    </Box>
  );
}
