import { Outlet } from 'react-router-dom';
import { useSession } from '../../lib/session/use-session';
import { RedirectWithLoader } from './redirect-with-loader';

/** /admin (SPEC §6): non-admins go to /. Sits inside RequireAuth, so the session is known here. */
export function RequireAdmin() {
  const { isAdmin } = useSession();
  return isAdmin ? <Outlet /> : <RedirectWithLoader to="/" replace />;
}
