import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../../components/use-document-title';
import { SystemStatus } from '../../features/system/components/system-status';

/** Placeholder for the dashboard at / until the dashboard feature lands. */
export default function HomePage() {
  useDocumentTitle('Dashboard');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 } }}>
      <Stack spacing={2}>
        <Typography variant="h4" component="h1">
          Willkommen beim Insolvenzmonitor
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          Behalten Sie neue Insolvenzbekanntmachungen zu Ihren Geschäftspartnern im Blick.
        </Typography>
        <SystemStatus />
      </Stack>
    </Paper>
  );
}
