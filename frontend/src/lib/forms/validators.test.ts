import { isEmail } from './validators';

describe('isEmail', () => {
  it('accepts plain addresses, with spaces around them', () => {
    for (const ok of ['anna@example.de', ' a.b+alerts@sub.example.co.uk ', 'Müller@beispiel.de']) {
      expect(isEmail(ok)).toBe(true);
    }
  });

  it('refuses what the server refuses: no @, no dot in the domain, dots at the edges or doubled', () => {
    for (const bad of [
      '',
      'anna',
      'anna@example',
      'a b@example.de',
      'anna@example.de.',
      'anna@example..de',
      '.anna@example.de',
    ]) {
      expect(isEmail(bad)).toBe(false);
    }
  });
});
