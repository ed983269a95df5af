import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { userConfirmed } from './session-slice';
import { writeStoredToken, writeStoredUser } from './session-storage';
import type { SessionUser } from './session-user';

/**
 * Changes to the running session of the same user (profile page): unlike starting a session, the API cache
 * stays, as it still belongs to this user.
 */
export function useSessionUpdates() {
  const dispatch = useDispatch();

  /** New name or e-mail: header and stored user follow at once. */
  const updateUser = useCallback(
    (user: SessionUser) => {
      writeStoredUser(user);
      dispatch(userConfirmed(user));
    },
    [dispatch],
  );

  /** The token the server issued after a password change; every later call sends it. */
  const replaceToken = useCallback((token: string) => writeStoredToken(token), []);

  return { updateUser, replaceToken };
}
