import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { AdminDashboard } from '../api/admin-dashboard-api';
import { formatCount } from './numbers';

function tilesOf({ users, subscriptions, insolvencyData }: AdminDashboard) {
  return [
    { label: 'Benutzer gesamt', value: users.total },
    { label: 'Neue Registrierungen', value: users.recentSignups },
    // Soft hyphen: the word is wider than a tile on a 360 px phone.
    { label: 'Aktive Benachrich\u00ADtigungen', value: subscriptions.active },
    { label: 'E-Mail-Abonnenten', value: subscriptions.emailSubscribers },
    { label: 'Insolvenzfälle gesamt', value: insolvencyData.total },
    { label: 'davon Unternehmen', value: insolvencyData.companies },
  ];
}

/** SPEC §2 stat tiles: users, subscriptions and the stored insolvency data. */
export function AdminStatTiles({ dashboard }: { dashboard: AdminDashboard }) {
  return (
    <Box
      component="ul"
      aria-label="Systemstatistik"
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          md: 'repeat(3, minmax(0, 1fr))',
        },
        listStyle: 'none',
        p: 0,
        m: 0,
      }}
    >
      {tilesOf(dashboard).map(({ label, value }) => (
        <Paper key={label} component="li" variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {label}
          </Typography>
          <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
            {formatCount(value)}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
