import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** Marks the loader, so the layout can leave the footer out meanwhile (see AppLayout). */
export const PAGE_LOADER_ATTRIBUTE = 'data-page-loader';

/** Suspense fallback while a lazily loaded route chunk arrives, and the guards' wait for the session. */
export function PageLoader() {
  return (
    <Box {...{ [PAGE_LOADER_ATTRIBUTE]: '' }} sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      <CircularProgress aria-label="Seite wird geladen" />
    </Box>
  );
}
