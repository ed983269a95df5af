import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { EmailConfirmationBanner } from './email-confirmation-banner';
import { PageLoader } from './page-loader';
import { ScrollToTop } from './scroll-to-top';
import { MAIN_ID, SkipLink } from './skip-link';

/** Shared frame of every screen: skip link, header, the unconfirmed-address notice, routed page, footer. */
export function AppLayout() {
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
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Container>
      <AppFooter />
    </Box>
  );
}
