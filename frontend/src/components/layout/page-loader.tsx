import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useContext, useLayoutEffect } from 'react';
import { LoaderPresenceContext } from './page-loader-presence';

/**
 * Suspense fallback while a lazily loaded route chunk arrives, and the guards' wait for the session. It tells the
 * layout it is there, so the layout leaves the footer out meanwhile (see AppLayout).
 */
export function PageLoader() {
  const presence = useContext(LoaderPresenceContext);
  useLayoutEffect(() => {
    if (!presence) return undefined;
    presence.change(1);
    return () => presence.change(-1);
  }, [presence]);
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      <CircularProgress aria-label="Seite wird geladen" />
    </Box>
  );
}
