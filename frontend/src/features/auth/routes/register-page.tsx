import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useDocumentTitle } from '../../../components/use-document-title';
import { AuthCard } from '../components/auth-card';
import { RegisterForm } from '../components/register-form';

export const CHECK_MAIL_TITLE = 'Bitte bestätigen Sie Ihre E-Mail-Adresse';

export default function RegisterPage() {
  const [registered, setRegistered] = useState<string | null>(null);
  useDocumentTitle(registered ? CHECK_MAIL_TITLE : 'Registrieren');
  if (registered !== null) return <CheckYourMail email={registered} />;
  return (
    <AuthCard title="Registrieren" subtitle="Erstellen Sie Ihr kostenloses Konto für den Insolvenzmonitor.">
      <RegisterForm onRegistered={setRegistered} />
      <Typography variant="body2">
        Bereits registriert?{' '}
        <Link component={RouterLink} to="/login">
          Zur Anmeldung
        </Link>
      </Typography>
    </AuthCard>
  );
}

/**
 * After a registration: the same words whether the address was new or already had an account (the server
 * does not say which, issue #28). Either way a mail went to the address, with the next step in it.
 */
function CheckYourMail({ email }: { email: string }) {
  return (
    <AuthCard title={CHECK_MAIL_TITLE} subtitle="Fast geschafft: Es fehlt nur noch ein Schritt.">
      <Stack spacing={2}>
        <Typography>
          Wir haben eine E-Mail an <strong>{email}</strong> gesendet. Bitte folgen Sie dem Link darin. Haben Sie schon
          ein Konto mit dieser Adresse, steht in der E-Mail, wie Sie sich anmelden.
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Keine E-Mail erhalten? Bitte sehen Sie auch im Spam-Ordner nach.
        </Typography>
        <Typography variant="body2">
          <Link component={RouterLink} to="/login">
            Zur Anmeldung
          </Link>
        </Typography>
      </Stack>
    </AuthCard>
  );
}
