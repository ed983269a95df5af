import { createHmac } from 'node:crypto';
import {
  MAX_TARGETS,
  UnsubscribeTokens,
  addressTarget,
  targetAddress,
  type UnsubscribeTarget,
} from './unsubscribe-token.js';

const SECRET = 'x'.repeat(64);
const tokens = new UnsubscribeTokens(SECRET);
const subscription = (id: string): UnsubscribeTarget => ({ kind: 'subscription', id });
const savedSearch = (id: string): UnsubscribeTarget => ({ kind: 'saved-search', id });
const A = '0b7c2a1e-5f0e-4a57-9d0e-3c1f2b4a6d8e';
const B = 'f1e2d3c4-b5a6-4978-8a9b-0c1d2e3f4a5b';

describe('the signed unsubscribe links of alert mails', () => {
  it('names one subscription as links always did: a link of a mail sent before still works', () => {
    // The format of the single-subscription links in mails already sent: `<id>.<HMAC of the id>`.
    const key = createHmac('sha256', SECRET).update('insolvenzmonitor:alerts:unsubscribe:v1').digest();
    const before = `${A}.${createHmac('sha256', key).update(A).digest('base64url')}`;
    expect(tokens.sign([subscription(A)])).toBe(before);
    expect(tokens.verify(before)).toEqual([subscription(A)]);
  });

  it('names every alert of a mail, saved searches and reminders told apart, in order', () => {
    const targets = [subscription(A), savedSearch(B), subscription(B), { kind: 'deadline-reminders', id: A } as const];
    const token = tokens.sign(targets);
    expect(token.startsWith(`${A}.~${B}.${B}.!${A}.`)).toBe(true);
    expect(encodeURIComponent(token)).toBe(token);
    expect(tokens.verify(token)).toEqual(targets);
  });

  it('names an address for every alert mailing it (a mail with more alerts than one link can name)', () => {
    const target = addressTarget('  Kredit.Abteilung+alerts@Example.DE ');
    const token = tokens.sign([target]);
    expect(encodeURIComponent(token)).toBe(token);
    expect(token.startsWith('~~')).toBe(true);
    const [named] = tokens.verify(token) as [UnsubscribeTarget & { kind: 'address' }];
    expect(named.kind).toBe('address');
    expect(targetAddress(named)).toBe('kredit.abteilung+alerts@example.de');
    // The longest address there is fits; an id of another kind is no address.
    const longest = `${'a'.repeat(64)}@${'b'.repeat(185)}.de`;
    expect(targetAddress(tokens.verify(tokens.sign([addressTarget(longest)]))![0] as never)).toBe(longest);
    const forged = `${A}.${createHmac('sha256', 'k').update(A).digest('base64url')}`;
    expect(tokens.verify(forged)).toBeNull();
  });

  it('refuses forged, changed, shortened and foreign tokens', () => {
    const token = tokens.sign([subscription(A), savedSearch(B)]);
    const mac = token.slice(token.lastIndexOf('.') + 1);
    for (const forged of [
      `${A}.${mac}`, // one target dropped, the mail's signature kept
      `${B}.~${B}.${mac}`,
      `${A}.${B}.${mac}`, // a saved search passed off as a subscription
      `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`,
      new UnsubscribeTokens('y'.repeat(64)).sign([subscription(A)]),
      `.${mac}`,
      'x',
      '',
      `${'a'.repeat(5000)}.${mac}`,
      undefined,
      42,
      ['x'],
    ]) {
      expect(tokens.verify(forged)).toBeNull();
    }
  });

  it('signs 1 to MAX_TARGETS targets', () => {
    const many = Array.from({ length: MAX_TARGETS }, () => subscription(A));
    expect(tokens.verify(tokens.sign(many))).toHaveLength(MAX_TARGETS);
    expect(() => tokens.sign([...many, subscription(B)])).toThrow(RangeError);
    expect(() => tokens.sign([])).toThrow(RangeError);
  });
});
