import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLogoutMutation } from './session-api';
import { useSessionActions } from './use-session';

/** SPEC §4: logout tells the server, clears token and user, and goes to /login. */
export function useLogout(): () => Promise<void> {
  const [logout] = useLogoutMutation();
  const { endSession } = useSessionActions();
  const navigate = useNavigate();

  return useCallback(async () => {
    try {
      await logout().unwrap();
    } catch (error) {
      // The local session ends anyway; a server that cannot be told lets the token expire.
      console.warn('Abmelden beim Server fehlgeschlagen', error);
    }
    endSession({ loggedOut: true });
    navigate('/login', { replace: true });
  }, [logout, endSession, navigate]);
}
