import { holdsAny } from './stored-text.js';

describe('holdsAny (the erasure tests’ byte search)', () => {
  it('finds a text written as UTF-8 or inside base64-encoded data at any offset, and nothing else', () => {
    for (const before of ['', 'a', 'ab', 'abc', 'Straße ']) {
      const json = Buffer.from(`{"debtor":"${before}Quellmalz, Zacharias"}`, 'utf8');
      expect(holdsAny(json, ['Quellmalz', 'Wunderlich'])).toEqual(['Quellmalz']);
      const encoded = Buffer.from(json.toString('base64'), 'ascii');
      expect(holdsAny(encoded, ['Quellmalz', 'Zacharias', 'Wunderlich'])).toEqual(['Quellmalz', 'Zacharias']);
    }
  });
});
