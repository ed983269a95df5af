import { Outlet, useLocation } from 'react-router-dom';
import { PageLoader } from '../../components/layout/page-loader';
import { useSession } from '../../lib/session/use-session';
import { originFrom } from './redirect-origin';
import { RedirectWithLoader } from './redirect-with-loader';

/**
 * /login and /register: a session sends the visitor on to where they came from, else /. This is also how a
 * successful login or registration navigates: the forms only start the session.
 */
export function GuestOnly() {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'unknown') return <PageLoader />;
  if (status === 'authenticated') return <RedirectWithLoader to={originFrom(location.state)} replace />;
  return <Outlet />;
}
