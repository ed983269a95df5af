import { officialCourt } from './official-court.js';

const stored = (court: string, state: string | null, texts: string[] = []) => ({ court, state, texts });

describe('officialCourt: the official court of a case stored under a shortened name', () => {
  it('lets the Land decide between the courts a bare name stands for', () => {
    expect(officialCourt(stored('Amtsgericht Frankfurt', 'BB'))).toEqual({
      kind: 'corrected',
      court: 'Amtsgericht Frankfurt (Oder)',
      state: 'BB',
    });
    expect(officialCourt(stored('Amtsgericht Frankfurt', 'HE'))).toEqual({
      kind: 'corrected',
      court: 'Amtsgericht Frankfurt am Main',
      state: 'HE',
    });
    expect(officialCourt(stored('Amtsgericht Halle', 'ST'))).toMatchObject({ court: 'Amtsgericht Halle (Saale)' });
    expect(officialCourt(stored('Amtsgericht Halle', 'NW'))).toMatchObject({ court: 'Amtsgericht Halle (Westf.)' });
    expect(officialCourt(stored('Amtsgericht Weiden', 'BY'))).toMatchObject({ court: 'Amtsgericht Weiden i.d. OPf.' });
    expect(officialCourt(stored('Amtsgericht Oldenburg', 'Schleswig-Holstein'))).toMatchObject({
      court: 'Amtsgericht Oldenburg in Holstein',
      state: 'SH',
    });
  });

  it('asks the notice texts when the Land is missing', () => {
    const text = 'Amtsgericht Frankfurt (Oder)\nAktenzeichen: 3 IN 12/26\nIn dem Insolvenzverfahren …';
    expect(officialCourt(stored('Amtsgericht Frankfurt', null, ['Ohne Gericht.', text]))).toEqual({
      kind: 'corrected',
      court: 'Amtsgericht Frankfurt (Oder)',
      state: 'BB',
    });
  });

  it('guesses nothing where neither Land nor text decides', () => {
    expect(officialCourt(stored('Amtsgericht Frankfurt', null, ['Kein Gericht genannt.']))).toEqual({
      kind: 'ambiguous',
      candidates: ['Amtsgericht Frankfurt (Oder)', 'Amtsgericht Frankfurt am Main'],
    });
    // A Land none of the candidates is in contradicts the name: left as it is.
    expect(officialCourt(stored('Amtsgericht Frankfurt', 'BY')).kind).toBe('ambiguous');
  });

  it('leaves official names and places the court table does not know', () => {
    expect(officialCourt(stored('Amtsgericht Frankfurt (Oder)', 'BB'))).toEqual({ kind: 'official' });
    expect(officialCourt(stored('Amtsgericht Weiden i.d. OPf.', 'BY'))).toEqual({ kind: 'official' });
    expect(officialCourt(stored('Amtsgericht Charlottenburg', 'BE'))).toEqual({ kind: 'official' });
    expect(officialCourt(stored('Amtsgericht Essen', 'NW'))).toEqual({ kind: 'official' });
    expect(officialCourt(stored('Amtsgericht Nirgendwo', 'NW'))).toEqual({ kind: 'unknown' });
  });

  it('spells a court the way the importer does now', () => {
    expect(officialCourt(stored('Amtsgericht Frankfurt/Oder', 'BB'))).toMatchObject({
      court: 'Amtsgericht Frankfurt (Oder)',
    });
    expect(officialCourt(stored('Amtsgericht Esslingen am Neckar', 'BW'))).toMatchObject({
      court: 'Amtsgericht Esslingen',
    });
  });
});
