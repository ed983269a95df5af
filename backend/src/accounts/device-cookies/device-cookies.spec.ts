import { cookieValue, DeviceCookies } from './device-cookies.js';

describe('device cookies', () => {
  const cookies = new DeviceCookies('s'.repeat(64));

  it('recognises a cookie issued for the account, in any case of its address', () => {
    const value = cookies.issue('anna@example.de');
    expect(cookies.nonceOf('anna@example.de', value)).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(cookies.nonceOf('Anna@Example.de', value)).toBe(cookies.nonceOf('anna@example.de', value));
  });

  it('refuses another account’s cookie, a forged or malformed one, and one of another installation', () => {
    const value = cookies.issue('anna@example.de');
    expect(cookies.nonceOf('bernd@example.de', value)).toBeNull();
    const [nonce, mac] = value.split('.') as [string, string];
    expect(
      cookies.nonceOf('anna@example.de', `${nonce}.${mac.replace(/.$/, (c) => (c === '0' ? '1' : '0'))}`),
    ).toBeNull();
    expect(cookies.nonceOf('anna@example.de', `${'A'.repeat(22)}.${mac}`)).toBeNull();
    for (const bad of [undefined, '', 'x', `${value}.x`, `${nonce}.`, 'a'.repeat(200)]) {
      expect(cookies.nonceOf('anna@example.de', bad)).toBeNull();
    }
    expect(new DeviceCookies('t'.repeat(64)).nonceOf('anna@example.de', value)).toBeNull();
  });

  it('reads one cookie from a Cookie header', () => {
    expect(cookieValue('a=1; im_geraet=abc.def ;b=2', 'im_geraet')).toBe('abc.def');
    expect(cookieValue('xim_geraet=1', 'im_geraet')).toBeUndefined();
    expect(cookieValue(undefined, 'im_geraet')).toBeUndefined();
  });
});
