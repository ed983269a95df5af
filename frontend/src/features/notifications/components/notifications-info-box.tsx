import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** SPEC §2 explanatory box; SPEC §9: checked and sent daily. */
const POINTS = [
  'Sie erhalten eine E-Mail, sobald neue Insolvenzverfahren veröffentlicht werden, die zu Ihren Suchbegriffen passen.',
  'Neue Verfahren werden täglich geprüft, die Benachrichtigungen täglich versendet.',
  'Sie können Benachrichtigungen jederzeit aktivieren, deaktivieren oder löschen.',
  'Mehrere Suchbegriffe erhöhen die Genauigkeit der Treffer.',
] as const;

export function NotificationsInfoBox() {
  return (
    <Paper
      component="section"
      aria-labelledby="notifications-info-heading"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, bgcolor: 'grey.50' }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <InfoOutlinedIcon color="primary" aria-hidden />
        <Typography id="notifications-info-heading" variant="h6" component="h2">
          So funktionieren Benachrichtigungen
        </Typography>
      </Stack>
      <Box component="ul" sx={{ m: 0, pl: 3 }}>
        {POINTS.map((point) => (
          <Typography key={point} component="li" variant="body2" sx={{ mb: 0.5 }}>
            {point}
          </Typography>
        ))}
      </Box>
    </Paper>
  );
}
