import { createAppStore } from '../../app/store';
import { storeSession, sessionUser, TEST_TOKEN } from '../../test/session-fixtures';
import { TOKEN_STORAGE_KEY } from '../api/auth-token';
import { USER_STORAGE_KEY } from './session-storage';

describe('session state at start-up', () => {
  it('is unauthenticated without a stored token', () => {
    expect(createAppStore().getState().session).toEqual({ status: 'unauthenticated', user: null });
  });

  it('is unknown, with the stored user, while a stored token awaits the check', () => {
    const user = storeSession(sessionUser());
    expect(createAppStore().getState().session).toEqual({ status: 'unknown', user });
  });

  it('ignores a damaged stored user', () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, TEST_TOKEN);
    localStorage.setItem(USER_STORAGE_KEY, '{kaputt');
    expect(createAppStore().getState().session).toEqual({ status: 'unknown', user: null });
  });
});
