import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useDocumentTitle } from '../../../components/use-document-title';
import { AuthCard } from '../components/auth-card';
import { PrivacyLink, TermsLink } from '../components/legal-links';
import { LoginForm } from '../components/login-form';

export default function LoginPage() {
  useDocumentTitle('Anmelden');
  return (
    <AuthCard
      title="Anmelden"
      subtitle="Melden Sie sich an, um Insolvenzbekanntmachungen zu durchsuchen und zu überwachen."
    >
      <LoginForm />
      <Stack spacing={1}>
        <Typography variant="body2">
          <Link component={RouterLink} to="/passwort-vergessen">
            Passwort vergessen?
          </Link>
        </Typography>
        <Typography variant="body2">
          Noch kein Konto?{' '}
          <Link component={RouterLink} to="/register">
            Jetzt registrieren
          </Link>
        </Typography>
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Es gelten unsere <TermsLink /> und unsere <PrivacyLink />.
      </Typography>
    </AuthCard>
  );
}
