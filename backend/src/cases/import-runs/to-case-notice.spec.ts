import { parseListingRegister } from './listing-register.js';
import { toCaseNotice } from './to-case-notice.js';
import type { Listing } from '../portal-client/types.js';

const listing = (overrides: Partial<Listing> = {}): Listing => ({
  fingerprint: 'a'.repeat(64),
  publicationDate: '2026-11-20',
  caseNumber: '36a IN 4711/26',
  courtPlace: 'Charlottenburg (Berlin)',
  debtorName: 'Spreeblick Gastro GmbH',
  seat: 'Berlin',
  register: 'Charlottenburg (Berlin), HRB 123456 B',
  subject: 'EROEFF',
  state: 'BE',
  ...overrides,
});

const TEXT = `Amtsgericht Charlottenburg, Aktenzeichen: 36a IN 4711/26
In dem Insolvenzverfahren über das Vermögen d. Spreeblick Gastro GmbH, Kastanienallee 5, 10435 Berlin (AG Charlottenburg (Berlin), HRB 123456 B), vertreten durch den Geschäftsführer Max Beispiel,
ist am 19.11.2026 um 10:15 Uhr das Insolvenzverfahren eröffnet worden.
Insolvenzverwalter: Rechtsanwältin Dr. Jana Muster, Friedrichstraße 10, 10117 Berlin, Tel.: 030/1234567`;

describe('toCaseNotice', () => {
  it('takes identity from the listing and the details from the text', () => {
    const notice = toCaseNotice(listing(), TEXT);
    expect(notice).toMatchObject({
      listingFingerprint: 'a'.repeat(64),
      court: 'Amtsgericht Charlottenburg',
      caseNumber: '36a IN 4711/26',
      debtorName: 'Spreeblick Gastro GmbH',
      state: 'BE',
      publicationDate: '2026-11-20',
      publicationType: 'eroeffnung',
      debtorKind: 'company',
      postalCode: '10435',
      register: { court: 'Amtsgericht Charlottenburg (Berlin)', type: 'HRB', number: '123456 B' },
      text: TEXT,
    });
    expect(notice.administrator?.name).toContain('Jana Muster');
    expect(notice.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    // The same publication listed under another row (another query split) keeps its content fingerprint.
    expect(toCaseNotice(listing({ fingerprint: 'b'.repeat(64), subject: null }), `${TEXT}\n`).fingerprint).toBe(
      notice.fingerprint,
    );
    expect(toCaseNotice(listing(), TEXT.replace('10:15', '10:20')).fingerprint).not.toBe(notice.fingerprint);
  });

  it('keeps the official court name with its qualifier, and the Land follows from the court', () => {
    const of = (courtPlace: string) => toCaseNotice(listing({ courtPlace, state: null }), 'Unlesbarer Text.');
    expect(of('Frankfurt (Oder)')).toMatchObject({ court: 'Amtsgericht Frankfurt (Oder)', state: 'BB' });
    expect(of('Halle (Saale)')).toMatchObject({ court: 'Amtsgericht Halle (Saale)', state: 'ST' });
    expect(of('Halle (Westf.)')).toMatchObject({ court: 'Amtsgericht Halle (Westf.)', state: 'NW' });
    expect(of('Frankfurt am Main')).toMatchObject({ court: 'Amtsgericht Frankfurt am Main', state: 'HE' });
    expect(of('Weiden i.d. OPf.')).toMatchObject({ court: 'Amtsgericht Weiden i.d. OPf.', state: 'BY' });
    // The portal's "(Berlin)" after a Berlin court is not part of the court's name.
    expect(of('Charlottenburg (Berlin)')).toMatchObject({ court: 'Amtsgericht Charlottenburg', state: 'BE' });
    // A court the table does not know keeps its spelling, qualifier included.
    expect(of('Neustadt (Nirgendwo)').court).toBe('Amtsgericht Neustadt (Nirgendwo)');
  });

  it('falls back to the query subject only when the text does not tell the type', () => {
    expect(toCaseNotice(listing({ subject: 'ABWMASS' }), 'Unlesbarer Text ohne Tenor.').publicationType).toBe(
      'abweisung_mangels_masse',
    );
    expect(toCaseNotice(listing({ subject: 'ABWMASS' }), TEXT).publicationType).toBe('eroeffnung');
  });
});

describe('parseListingRegister', () => {
  it('reads the register cell of the result table', () => {
    expect(parseListingRegister('Kleve, HRB 19084')).toEqual({
      court: 'Amtsgericht Kleve',
      type: 'HRB',
      number: '19084',
    });
    expect(parseListingRegister('HRA 5')).toEqual({ court: null, type: 'HRA', number: '5' });
    expect(parseListingRegister('')).toBeNull();
    expect(parseListingRegister('unbekannt')).toBeNull();
  });
});
