import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { isChunkLoadError, isReloadingForNewVersion } from '../../lib/browser/reload-on-new-version';

/**
 * A screen that fails (its code could not be loaded, or it threw while rendering) shows why in German with a way
 * on, instead of taking the whole page down to white. `resetKey`: the boundary starts over when it changes (the
 * address), so the other screens stay usable.
 */
export function PageErrorBoundary({ children, resetKey }: { children: ReactNode; resetKey?: string }) {
  return (
    <ErrorBoundary
      FallbackComponent={PageError}
      resetKeys={[resetKey]}
      onError={(error) => console.error('Seite fehlgeschlagen', error)}
    >
      {children}
    </ErrorBoundary>
  );
}

function PageError({ error }: FallbackProps) {
  const chunk = isChunkLoadError(error);
  if (chunk && isReloadingForNewVersion())
    return (
      <Typography role="status" sx={{ py: 8, textAlign: 'center' }}>
        Eine neue Version des Insolvenzmonitors wird geladen …
      </Typography>
    );
  return (
    <Stack spacing={2} sx={{ py: 2 }}>
      <Typography variant="h4" component="h1">
        {chunk ? 'Diese Seite konnte nicht geladen werden' : 'Auf dieser Seite ist ein Fehler aufgetreten'}
      </Typography>
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => window.location.reload()}>
            Neu laden
          </Button>
        }
      >
        {chunk
          ? 'Vielleicht wurde der Insolvenzmonitor gerade aktualisiert, oder die Verbindung ist unterbrochen. Laden Sie die Seite neu.'
          : 'Laden Sie die Seite neu. '}
        {!chunk && (
          <>
            Besteht der Fehler weiter, schreiben Sie uns über das <Link href="/contact">Kontaktformular</Link>.
          </>
        )}
      </Alert>
    </Stack>
  );
}
