import { Outlet, useLocation } from 'react-router-dom';
import { PageLoader } from '../../components/layout/page-loader';
import { useSession } from '../../lib/session/use-session';
import { redirectStateFor } from './redirect-origin';
import { RedirectWithLoader } from './redirect-with-loader';

/**
 * Protected routes (SPEC §2): visitors without a session go to /login, which brings them back afterwards; after a
 * logout nothing is remembered, so whoever logs in next does not land on the page the last session was on.
 */
export function RequireAuth() {
  const { status, loggedOut } = useSession();
  const location = useLocation();
  if (status === 'unknown') return <PageLoader />;
  if (status === 'unauthenticated') {
    return <RedirectWithLoader to="/login" replace state={loggedOut ? undefined : redirectStateFor(location)} />;
  }
  return <Outlet />;
}
