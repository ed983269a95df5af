import { isEmailAddress } from './email-address.js';

describe('e-mail addresses', () => {
  it('accepts plain addresses and refuses anything that could bend a mail header', () => {
    for (const ok of ['anna@example.de', 'a.b+alerts@sub.example.co.uk', 'Müller@beispiel.de']) {
      expect(isEmailAddress(ok)).toBe(true);
    }
    for (const bad of [
      '',
      'anna',
      'anna@',
      'anna@example',
      'a b@example.de',
      'a@b.de, c@d.de',
      'Anna <a@b.de>',
      'a@b.de\r\nBcc: c@d.de',
      // The same mailbox written differently would be a second address for uniqueness and mail limits.
      'anna@example.de.',
      'anna@example..de',
      'anna@.example.de',
      '.anna@example.de',
      'anna.@example.de',
      'an..na@example.de',
    ]) {
      expect(isEmailAddress(bad)).toBe(false);
    }
  });
});
