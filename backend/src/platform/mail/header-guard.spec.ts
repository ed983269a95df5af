import { assertSafeHeaders, MailHeaderInjectionError } from './header-guard.js';

describe('assertSafeHeaders', () => {
  it('accepts ordinary values, umlauts and display names', () => {
    expect(() =>
      assertSafeHeaders({
        subject: 'Re: Größere Anfrage – „Zitat“',
        to: { name: 'Müller, Jürgen', address: 'j@example.de' },
        replyTo: undefined,
      }),
    ).not.toThrow();
  });

  it.each(['\r', '\n', '\u0000'])('rejects %j and names the header', (character) => {
    expect(() => assertSafeHeaders({ subject: 'ok', to: `a@example.de${character}` })).toThrow(
      new MailHeaderInjectionError('to'),
    );
    expect(() => assertSafeHeaders({ replyTo: { name: `A${character}B`, address: 'a@example.de' } })).toThrow(
      /Mail header "replyTo" contains CR, LF or NUL/,
    );
  });
});
