import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../../../components/use-document-title';
import { ContactForm } from '../components/contact-form';
import { ContactInfo } from '../components/contact-info';

export default function ContactPage() {
  useDocumentTitle('Kontakt');
  return (
    <Stack spacing={4}>
      <Stack spacing={1}>
        <Typography variant="h4" component="h1">
          Kontakt
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          Fragen zum Insolvenzmonitor, zu Ihrem Abonnement oder zu unseren Daten? Schreiben Sie uns.
        </Typography>
      </Stack>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, alignItems: 'start' }}>
        <Paper
          variant="outlined"
          component="section"
          aria-labelledby="contact-form-heading"
          sx={{ p: { xs: 2, sm: 3 } }}
        >
          <Typography id="contact-form-heading" variant="h6" component="h2" gutterBottom>
            Nachricht senden
          </Typography>
          <ContactForm />
        </Paper>
        <ContactInfo />
      </Box>
    </Stack>
  );
}
