import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { PageLoader } from '../../components/layout/page-loader';
import { useSession } from '../../lib/session/use-session';
import { redirectStateFor } from './redirect-origin';

/** Protected routes (SPEC §2): visitors without a session go to /login, which brings them back afterwards. */
export function RequireAuth() {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'unknown') return <PageLoader />;
  if (status === 'unauthenticated') return <Navigate to="/login" replace state={redirectStateFor(location)} />;
  return <Outlet />;
}
