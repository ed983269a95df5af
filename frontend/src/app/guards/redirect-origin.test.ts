import type { Location } from 'react-router-dom';
import { originFrom, redirectStateFor } from './redirect-origin';

const location = (pathname: string, search = '', hash = '') =>
  ({ pathname, search, hash, state: null, key: 'k' }) as Location;

describe('redirect origin', () => {
  it('remembers path, query and hash of the protected page', () => {
    expect(originFrom(redirectStateFor(location('/search', '?q=M%C3%BCller', '#treffer')))).toBe(
      '/search?q=M%C3%BCller#treffer',
    );
  });

  it('falls back to / without a usable origin', () => {
    expect(originFrom(null)).toBe('/');
    expect(originFrom({ from: { pathname: 'https://evil.example' } })).toBe('/');
    expect(originFrom(redirectStateFor(location('/login')))).toBe('/');
    expect(originFrom(redirectStateFor(location('/register')))).toBe('/');
  });
});
