import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { EmailConfirmationBanner } from './email-confirmation-banner';
import { PageLoader } from './page-loader';
import { ScrollToTop } from './scroll-to-top';

/** Shared frame of every screen: header, the unconfirmed-address notice, routed page, footer. */
export function AppLayout() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <ScrollToTop />
      <AppHeader />
      <Container component="main" maxWidth="lg" sx={{ flexGrow: 1, py: 4 }}>
        <EmailConfirmationBanner />
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Container>
      <AppFooter />
    </Box>
  );
}
