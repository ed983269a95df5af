import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useDocumentTitle } from '../../../components/use-document-title';
import { AuthCard } from '../components/auth-card';
import { RegisterForm } from '../components/register-form';

export default function RegisterPage() {
  useDocumentTitle('Registrieren');
  return (
    <AuthCard title="Registrieren" subtitle="Erstellen Sie Ihr kostenloses Konto für den Insolvenzmonitor.">
      <RegisterForm />
      <Typography variant="body2">
        Bereits registriert?{' '}
        <Link component={RouterLink} to="/login">
          Zur Anmeldung
        </Link>
      </Typography>
    </AuthCard>
  );
}
