import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { DATA_SOURCE_URL, supportEmail } from '../../lib/company-details';
import { FooterColumn } from './footer-column';
import { FooterLink } from './footer-link';
import { LEGAL_LINKS, QUICK_LINKS } from './nav-items';

export function AppFooter() {
  const year = new Date().getFullYear();

  return (
    <Box
      component="footer"
      sx={{ mt: 'auto', py: 4, bgcolor: 'grey.100', color: 'text.secondary', borderTop: 1, borderColor: 'divider' }}
    >
      <Container maxWidth="lg">
        <Box
          sx={{
            display: 'grid',
            gap: 4,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
          }}
        >
          <FooterColumn title="Schnellzugriff">
            {QUICK_LINKS.map((item) => (
              <FooterLink key={item.to} {...item} />
            ))}
          </FooterColumn>
          <FooterColumn title="Rechtliches">
            {LEGAL_LINKS.map((item) => (
              <FooterLink key={item.to} {...item} />
            ))}
          </FooterColumn>
          <FooterColumn title="Support">
            <FooterLink label="Kontaktformular" to="/contact" />
            <Link href={`mailto:${supportEmail()}`} color="inherit" underline="hover" variant="body2">
              {supportEmail()}
            </Link>
            <Typography variant="body2">Mo–Fr 9:00–17:00 Uhr, Antwort innerhalb von 24 Stunden</Typography>
          </FooterColumn>
          <FooterColumn title="Datenquelle">
            <Typography variant="body2">
              Alle Bekanntmachungen stammen aus dem amtlichen Portal der Länder{' '}
              <Link href={DATA_SOURCE_URL} target="_blank" rel="noopener noreferrer" color="inherit">
                www.insolvenzbekanntmachungen.de
              </Link>
              . Maßgeblich ist allein die dortige Veröffentlichung.
            </Typography>
          </FooterColumn>
        </Box>
        <Divider sx={{ my: 3 }} />
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          © {year} Insolvenzmonitor. Alle Rechte vorbehalten.
        </Typography>
      </Container>
    </Box>
  );
}
