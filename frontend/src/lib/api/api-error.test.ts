import { httpStatusOf, serverErrorText } from './api-error';

describe('api-error', () => {
  it('reads the HTTP status of a failed call, none for network errors', () => {
    expect(httpStatusOf({ status: 401, data: null })).toBe(401);
    expect(httpStatusOf({ status: 'FETCH_ERROR', error: 'TypeError' })).toBeUndefined();
    expect(httpStatusOf(new Error('x'))).toBeUndefined();
  });

  it('prefers the error field, then message, of a problem details body', () => {
    expect(serverErrorText({ status: 409, data: { error: 'Fehler A', message: 'Meldung B' } })).toBe('Fehler A');
    expect(serverErrorText({ status: 429, data: { message: 'Meldung B' } })).toBe('Meldung B');
    expect(serverErrorText({ status: 400, data: { message: ['Feld 1 fehlt', 'Feld 2 fehlt'] } })).toBe(
      'Feld 1 fehlt Feld 2 fehlt',
    );
  });

  it('gives nothing when the body has no usable text', () => {
    expect(serverErrorText({ status: 500, data: 'Bad Gateway' })).toBeUndefined();
    expect(serverErrorText({ status: 500, data: { error: '  ' } })).toBeUndefined();
    expect(serverErrorText({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBeUndefined();
    expect(serverErrorText(undefined)).toBeUndefined();
  });
});
