import { DEFAULT_PUBLIC_API_KEY, readPublicApiKey } from './runtime-settings';

describe('the SPA’s public API key', () => {
  afterEach(() => document.head.querySelectorAll('meta').forEach((m) => m.remove()));

  const serve = (content: string) => {
    const meta = document.createElement('meta');
    meta.name = 'insolvenzmonitor-api-key';
    meta.content = content;
    document.head.append(meta);
  };

  it('is the key the server put into the page at run time', () => {
    serve('runtime-client-key');
    expect(readPublicApiKey(document, 'build-time-key')).toBe('runtime-client-key');
  });

  it('falls back to the build’s key when the page was not filled (Vite dev server)', () => {
    serve('');
    expect(readPublicApiKey(document, 'build-time-key')).toBe('build-time-key');
    expect(readPublicApiKey(document, undefined)).toBe(DEFAULT_PUBLIC_API_KEY);
  });
});
