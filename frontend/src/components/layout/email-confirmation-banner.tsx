import { lazy, Suspense } from 'react';
import { needsEmailConfirmation } from '../../lib/session/session-user';
import { useSession } from '../../lib/session/use-session';

// Not part of the first screen for anyone but an unconfirmed user: its own chunk keeps the main bundle small.
const EmailConfirmationNotice = lazy(() => import('./email-confirmation-notice'));

/** On every screen while the logged-in user's address is unconfirmed (the notice: email-confirmation-notice.tsx). */
export function EmailConfirmationBanner() {
  const { status, user } = useSession();
  if (status !== 'authenticated' || !needsEmailConfirmation(user)) return null;
  return (
    <Suspense fallback={null}>
      <EmailConfirmationNotice email={user!.email} deletionAt={user!.unconfirmedAccountDeletionAt} />
    </Suspense>
  );
}
