import { checkEndpointUrl, isPublicAddress, resolveEndpoint, type Resolver, UnsafeWebhookUrl } from './endpoint-url.js';

const strict = { allowLoopback: false };
const loopbackAllowed = { allowLoopback: true };
const answers =
  (table: Record<string, string[]>): Resolver =>
  async (host) => {
    const found = table[host];
    if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    return found.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };

describe('webhook endpoint URLs (SSRF)', () => {
  it.each([
    ['10.1.2.3'],
    ['172.16.0.1'],
    ['172.31.255.255'],
    ['192.168.1.1'],
    ['127.0.0.1'],
    ['127.8.9.10'],
    ['169.254.169.254'],
    ['100.64.0.1'],
    ['0.0.0.0'],
    ['0.1.2.3'],
    ['224.0.0.1'],
    ['255.255.255.255'],
    ['::1'],
    ['::'],
    ['fc00::1'],
    ['fd12:3456::1'],
    ['fe80::1'],
    ['ff02::1'],
    ['::ffff:10.0.0.1'],
    ['::ffff:127.0.0.1'],
    ['::ffff:169.254.169.254'],
    ['64:ff9b::a00:1'],
    ['2002:a00:1::1'],
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address, strict)).toBe(false);
  });

  it.each([['93.184.216.34'], ['172.32.0.1'], ['100.128.0.1'], ['2606:2800:220:1:248:1893:25c8:1946']])(
    'allows the public address %s',
    (address) => {
      expect(isPublicAddress(address, strict)).toBe(true);
    },
  );

  it('refuses other schemes, credentials and internal names with German messages', () => {
    expect(() => checkEndpointUrl('http://hooks.example.com/', strict)).toThrow(
      'Webhooks werden nur an https://-Adressen gesendet.',
    );
    expect(() => checkEndpointUrl('ftp://hooks.example.com/', strict)).toThrow(UnsafeWebhookUrl);
    expect(() => checkEndpointUrl('https://user:pw@hooks.example.com/', strict)).toThrow(
      'Die Adresse darf keine Zugangsdaten (Benutzer:Passwort@) enthalten.',
    );
    expect(() => checkEndpointUrl('kein url', strict)).toThrow(/vollständige Adresse/);
    for (const url of [
      'https://localhost/x',
      'https://api.localhost/x',
      'https://metadata.google.internal/computeMetadata/v1/',
      'https://169.254.169.254/latest/meta-data/',
      'https://[::1]/',
      'https://[::ffff:7f00:1]/',
      'https://0x7f000001/',
      'https://2130706433/',
    ]) {
      expect(() => checkEndpointUrl(url, strict)).toThrow(UnsafeWebhookUrl);
    }
    expect(checkEndpointUrl('https://hooks.example.com/in?x=1#frag', strict).href).toBe(
      'https://hooks.example.com/in?x=1',
    );
  });

  it('refuses a name that resolves to 127.0.0.1, or to any internal address among public ones', async () => {
    const resolver = answers({
      'rebind.example.com': ['127.0.0.1'],
      'mixed.example.com': ['93.184.216.34', '10.0.0.5'],
      'v6.example.com': ['2606:2800:220:1:248:1893:25c8:1946', 'fe80::1'],
      'ok.example.com': ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946'],
    });
    await expect(resolveEndpoint('https://rebind.example.com/hook', resolver, strict)).rejects.toThrow(
      'Die Adresse des Webhooks zeigt auf ein internes oder reserviertes Netz und ist nicht erlaubt.',
    );
    await expect(resolveEndpoint('https://mixed.example.com/', resolver, strict)).rejects.toThrow(UnsafeWebhookUrl);
    await expect(resolveEndpoint('https://v6.example.com/', resolver, strict)).rejects.toThrow(UnsafeWebhookUrl);
    await expect(resolveEndpoint('https://unknown.example.com/', resolver, strict)).rejects.toThrow(
      'Der Rechnername „unknown.example.com“ ist nicht auflösbar.',
    );
    expect(await resolveEndpoint('https://ok.example.com/', resolver, strict)).toMatchObject({
      address: '93.184.216.34',
      family: 4,
    });
  });

  it('allows 127.0.0.1 (also over http) only with the loopback test setting, never private networks', async () => {
    const resolver = answers({ 'rebind.example.com': ['127.0.0.1'] });
    expect(await resolveEndpoint('http://127.0.0.1:8080/hook', resolver, loopbackAllowed)).toMatchObject({
      address: '127.0.0.1',
    });
    expect(await resolveEndpoint('https://rebind.example.com/', resolver, loopbackAllowed)).toMatchObject({
      address: '127.0.0.1',
    });
    expect(() => checkEndpointUrl('http://10.0.0.1/', loopbackAllowed)).toThrow(UnsafeWebhookUrl);
    expect(() => checkEndpointUrl('http://rebind.example.com/', loopbackAllowed)).toThrow(UnsafeWebhookUrl);
    expect(isPublicAddress('192.168.0.1', loopbackAllowed)).toBe(false);
    expect(isPublicAddress('::1', loopbackAllowed)).toBe(false);
  });
});
