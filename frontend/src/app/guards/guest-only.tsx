import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { PageLoader } from '../../components/layout/page-loader';
import { useSession } from '../../lib/session/use-session';
import { originFrom } from './redirect-origin';

/**
 * /login and /register: a session sends the visitor on to where they came from, else /. This is also how a
 * successful login or registration navigates: the forms only start the session.
 */
export function GuestOnly() {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'unknown') return <PageLoader />;
  if (status === 'authenticated') {
    // The loader stays until the next page is there: its chunk may still be loading, and meanwhile the page was
    // empty, with the footer at the bottom of the window that the page then pushed out.
    return (
      <>
        <PageLoader />
        <Navigate to={originFrom(location.state)} replace />
      </>
    );
  }
  return <Outlet />;
}
