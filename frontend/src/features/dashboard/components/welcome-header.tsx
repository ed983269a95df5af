import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ImportOverall, SystemStatus } from '../../../components/system/system-status';
import { isNewAccount, type SessionUser } from '../../../lib/session/session-user';

/** Heading, greeting and the one-line system state. */
export function WelcomeHeader({
  user,
  importOverall,
}: {
  user: SessionUser | null;
  importOverall?: ImportOverall | null;
}) {
  const name = user?.firstName?.trim();
  // "zurück" only for somebody who has been here before, not right after registering.
  const greeting = isNewAccount(user) ? 'Willkommen' : 'Willkommen zurück';
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'flex-end' } }}
    >
      <Stack spacing={0.5}>
        <Typography variant="h4" component="h1">
          Dashboard
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          {name ? `${greeting}, ${name}!` : `${greeting}!`} Hier sehen Sie die neuesten Insolvenzbekanntmachungen und
          den Stand des Datenimports.
        </Typography>
      </Stack>
      {/* As wide as the longest state ("Bereit (letzter Import unvollständig)") from the start: the greeting beside
          it wrapped by a line more while the status was loading, and the page below moved up when it arrived. */}
      <Box sx={{ display: 'flex', justifyContent: { sm: 'flex-end' }, minWidth: { sm: '17.5rem' }, flexShrink: 0 }}>
        <SystemStatus importOverall={importOverall} />
      </Box>
    </Stack>
  );
}
