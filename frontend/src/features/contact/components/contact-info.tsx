import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { COMPANY, supportEmail } from '../../../lib/company-details';

/** SPEC §2 /contact: contact details, support hours Mon–Fri 9:00–17:00, reply within 24 hours. */
export function ContactInfo() {
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" component="section" aria-labelledby="contact-info-heading" sx={{ p: 3 }}>
        <Typography id="contact-info-heading" variant="h6" component="h2" gutterBottom>
          Kontaktinformationen
        </Typography>
        <Typography variant="body2">
          {COMPANY.name}
          <br />
          {COMPANY.street}
          <br />
          {COMPANY.postalCode} {COMPANY.city}
        </Typography>
        <Typography variant="body2" sx={{ mt: 1.5 }}>
          E-Mail: <Link href={`mailto:${supportEmail()}`}>{supportEmail()}</Link>
          <br />
          Telefon: {COMPANY.phone}
        </Typography>
      </Paper>
      <Paper variant="outlined" component="section" aria-labelledby="support-hours-heading" sx={{ p: 3 }}>
        <Typography id="support-hours-heading" variant="h6" component="h2" gutterBottom>
          Support-Zeiten
        </Typography>
        <Typography variant="body2">Montag – Freitag: 9:00 – 17:00 Uhr</Typography>
        <Typography variant="body2">Wochenende: geschlossen</Typography>
        <Typography variant="body2" sx={{ mt: 1.5 }}>
          Wir antworten in der Regel innerhalb von 24 Stunden.
        </Typography>
      </Paper>
    </Stack>
  );
}
