import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../components/use-document-title';
import { isProPlan } from '../../../lib/session/session-user';
import { useSession } from '../../../lib/session/use-session';
import { DeleteAccountSection } from '../components/delete-account/delete-account-section';
import { ApiKeysSection } from '../components/api-keys/api-keys-section';
import { PasswordForm } from '../components/password-form';
import { ProfileForm } from '../components/profile-form';
import { WebhooksSection } from '../components/webhooks/webhooks-section';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** Beyond SPEC: the user's own account (name, e-mail, password, API keys and webhooks for Pro, erasure). */
export default function ProfilePage() {
  useDocumentTitle('Profil');
  const { user } = useSession();
  return (
    <Stack spacing={3} sx={{ maxWidth: 840 }}>
      <Stack spacing={1}>
        <Typography variant="h4" component="h1">
          Profil
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          Verwalten Sie Ihre Kontodaten, Ihr Passwort und Ihren API-Zugang.
        </Typography>
      </Stack>
      {user && (
        <Section id="profile-data-heading" title="Persönliche Daten">
          {/* A requested or confirmed address change starts the form afresh (current address, no password). */}
          <ProfileForm key={`${user.email}|${user.pendingEmail ?? ''}`} user={user} />
        </Section>
      )}
      <Section id="password-heading" title="Passwort ändern">
        <PasswordForm />
      </Section>
      <ApiKeysSection isPro={isProPlan(user?.plan)} />
      <WebhooksSection isPro={isProPlan(user?.plan)} />
      <DeleteAccountSection />
    </Stack>
  );
}
