import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { httpStatusOf } from '../api/api-error';
import { useGetCurrentUserQuery } from './session-api';
import { selectSession, sessionAssumed, userConfirmed } from './session-slice';
import { writeStoredUser } from './session-storage';
import { useSessionActions } from './use-session';

/**
 * SPEC §4 auth check, once per app start when a token is stored: GET /auth/user makes the session
 * authenticated (with the fresh user, plan included); 401 ends it. Other failures keep the stored token.
 */
export function useSessionCheck(): void {
  const dispatch = useDispatch();
  const { status } = useSelector(selectSession);
  const { endSession } = useSessionActions();
  const { data, error, isSuccess, isError } = useGetCurrentUserQuery(undefined, { skip: status !== 'unknown' });

  useEffect(() => {
    if (status !== 'unknown') return;
    if (isSuccess && data) {
      writeStoredUser(data);
      dispatch(userConfirmed(data));
    } else if (isSuccess || isError) {
      if (httpStatusOf(error) === 401) endSession();
      else dispatch(sessionAssumed());
    }
  }, [status, data, error, isSuccess, isError, dispatch, endSession]);
}
