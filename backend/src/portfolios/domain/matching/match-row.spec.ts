import type { PortfolioRow } from '../portfolio-row.js';
import { blockingKeys, caseIdentity, matchRow, rowIdentity, type CandidateCase, type RowMatch } from './index.js';

const row = (fields: Partial<PortfolioRow> & { name: string }): PortfolioRow => ({
  customerNumber: '10001',
  legalForm: null,
  street: null,
  postalCode: null,
  city: null,
  registerCourt: null,
  registerType: null,
  registerNumber: null,
  vatId: null,
  ...fields,
});

let nextId = 1;
const aCase = (fields: Partial<CandidateCase> & { companyName: string }): CandidateCase => ({
  caseId: nextId++,
  legalForm: null,
  postalCode: null,
  city: null,
  registerCourt: null,
  registerType: null,
  registerNumber: null,
  court: 'Amtsgericht Köln',
  caseNumber: '71 IN 12/26',
  publicationDate: '2026-11-20',
  ...fields,
});

const match = (r: PortfolioRow, cases: CandidateCase[], decisions?: Map<number, 'confirmed' | 'rejected'>) =>
  matchRow(rowIdentity(r), cases, decisions);

function hitIds(result: RowMatch): number[] {
  if (result.state !== 'Treffer') throw new Error(`expected Treffer, got ${result.state}`);
  return result.hits.map((h) => h.caseId);
}

function reviewIds(result: RowMatch): number[] {
  if (result.state !== 'Prüfen') throw new Error(`expected Prüfen, got ${result.state}`);
  return result.candidates.map((c) => c.caseId);
}

describe('matching ladder, rule 1: register key', () => {
  it('matches "HRB 1234 B" of Berlin-Charlottenburg whatever the list calls the court, with the reason', () => {
    const c = aCase({
      companyName: 'Spreeblick Immobilien GmbH',
      legalForm: 'GmbH',
      city: 'Berlin',
      registerCourt: 'Amtsgericht Charlottenburg',
      registerType: 'HRB',
      registerNumber: '1234 B',
    });
    for (const registerCourt of [
      'Berlin-Charlottenburg',
      'AG Charlottenburg (Berlin)',
      'Amtsgericht Berlin',
      'Berlin',
    ]) {
      const result = match(row({ name: 'Spreeblick Immobilien GmbH', registerCourt, registerNumber: 'HRB 1234 B' }), [
        c,
      ]);
      expect(result).toMatchObject({ state: 'Treffer', rule: 'register' });
      expect(result.state === 'Treffer' && result.hits[0].reason).toBe(
        'Registereintrag HRB 1234, Amtsgericht Charlottenburg stimmt überein',
      );
    }
  });

  it('reads a combined register column "HRB 01234 AG Köln" and "Amtsgericht Köln HRB 1234"', () => {
    const c = aCase({
      companyName: 'Rheinufer Logistik GmbH',
      registerCourt: 'Amtsgericht Köln',
      registerType: 'HRB',
      registerNumber: '1234',
    });
    expect(hitIds(match(row({ name: 'Rheinufer Logistik GmbH', registerNumber: 'HRB 01234 AG Köln' }), [c]))).toEqual([
      c.caseId,
    ]);
    expect(
      hitIds(match(row({ name: 'Rheinufer Logistik', registerNumber: 'Amtsgericht Köln HRB 1234' }), [c])),
    ).toEqual([c.caseId]);
    expect(
      hitIds(
        match(
          row({ name: 'Rheinufer Logistik', registerCourt: 'Köln', registerType: 'HR B', registerNumber: '1234' }),
          [c],
        ),
      ),
    ).toEqual([c.caseId]);
  });

  it('finds a renamed firm by its register entry and says that the name differs', () => {
    const c = aCase({
      companyName: 'Nordlicht Transporte GmbH',
      postalCode: '20095',
      registerCourt: 'Amtsgericht Hamburg',
      registerType: 'HRB',
      registerNumber: '98765',
    });
    const result = match(
      row({ name: 'Alsterkurier GmbH', postalCode: '20095', registerCourt: 'Hamburg', registerNumber: 'HRB 98765' }),
      [c],
    );
    expect(hitIds(result)).toEqual([c.caseId]);
    expect(result.state === 'Treffer' && result.hits[0].reason).toMatch(/Name abweichend .*umfirmiert\?/);
  });

  it('sends the same number at another register court nowhere: HRB 1234 Köln is not HRB 1234 Bonn', () => {
    const c = aCase({
      companyName: 'Rheinufer Logistik GmbH',
      postalCode: '53111',
      city: 'Bonn',
      registerCourt: 'Amtsgericht Bonn',
      registerType: 'HRB',
      registerNumber: '1234',
    });
    expect(match(row({ name: 'Siebengebirge Handel GmbH', registerNumber: 'HRB 1234 AG Köln' }), [c])).toEqual({
      state: 'Kein Treffer',
    });
  });

  it('offers a register hit for review when neither name nor place fits (a typo in the number?)', () => {
    const c = aCase({
      companyName: 'Zander Feinkost GmbH',
      postalCode: '80331',
      city: 'München',
      registerCourt: 'Amtsgericht München',
      registerType: 'HRB',
      registerNumber: '5555',
    });
    const result = match(
      row({ name: 'Brinkmann Elektro GmbH', city: 'Bielefeld', registerCourt: 'München', registerNumber: 'HRB 5555' }),
      [c],
    );
    expect(reviewIds(result)).toEqual([c.caseId]);
    // The same city is not enough for another name: a mistyped number at a big court is a neighbour.
    const sameCity = match(
      row({ name: 'Brinkmann Elektro GmbH', city: 'München', registerCourt: 'München', registerNumber: 'HRB 5555' }),
      [c],
    );
    expect(sameCity.state === 'Prüfen' && sameCity.candidates[0].reason).toBe(
      'Registereintrag HRB 5555, Amtsgericht München stimmt überein, aber Name (0 % ähnlich) und PLZ weichen ab',
    );
  });

  it('takes type and number without a court as certain only with a similar name and the same place', () => {
    const c = aCase({
      companyName: 'Elbtal Bau GmbH',
      postalCode: '01067',
      city: 'Dresden',
      registerCourt: 'Amtsgericht Dresden',
      registerType: 'HRB',
      registerNumber: '4711',
    });
    // Excel turned the postal code 01067 into the number 1067.
    const result = match(row({ name: 'Elbtal Bau GmbH', postalCode: '1067', registerNumber: 'HRB 4711' }), [c]);
    expect(result).toMatchObject({ state: 'Treffer', rule: 'register' });
    expect(reviewIds(match(row({ name: 'Saxonia Dach GmbH', registerNumber: 'HRB 4711' }), [c]))).toEqual([c.caseId]);
  });
});

describe('matching ladder, rules 2 and 3: normalised name with postal code or city', () => {
  it('matches the name with umlauts transliterated, in capitals and another legal-form spelling, by postal code', () => {
    const c = aCase({
      companyName: 'Müller Bau GmbH & Co. KG',
      legalForm: 'GmbH & Co. KG',
      postalCode: '50667',
      city: 'Köln',
    });
    for (const name of [
      'MUELLER BAU GMBH U. CO. KG',
      'Müller Bau GmbH und Co. KG',
      'Muller Bau',
      'Müller Bau GmbH & Co KG',
    ]) {
      const result = match(row({ name, postalCode: '50667' }), [c]);
      expect(result).toMatchObject({ state: 'Treffer', rule: 'namePostalCode' });
      expect(result.state === 'Treffer' && result.hits[0].reason).toBe('Name und PLZ 50667 stimmen überein');
    }
  });

  it('matches name and city when the postal code differs or is missing ("Lauterbach" = "Lauterbach (Hessen)")', () => {
    const c = aCase({
      companyName: 'Golfpark Schlossgut Sickendorf GmbH',
      postalCode: '36341',
      city: 'Lauterbach (Hessen)',
    });
    const result = match(row({ name: 'Golfpark Schlossgut Sickendorf GmbH', city: 'Lauterbach' }), [c]);
    expect(result).toMatchObject({ state: 'Treffer', rule: 'nameCity' });
    expect(result.state === 'Treffer' && result.hits[0].reason).toBe(
      'Name und Ort Lauterbach (Hessen) stimmen überein',
    );
  });

  it('does not take Frankfurt (Oder) for Frankfurt am Main', () => {
    const c = aCase({ companyName: 'Oderblick Solar GmbH', city: 'Frankfurt (Oder)' });
    expect(reviewIds(match(row({ name: 'Oderblick Solar GmbH', city: 'Frankfurt am Main' }), [c]))).toEqual([c.caseId]);
  });

  it('sends the GmbH and the GmbH & Co. KG of one name to review: two legal entities', () => {
    const kg = aCase({ companyName: 'Müller Bau GmbH & Co. KG', postalCode: '50667' });
    const result = match(row({ name: 'Müller Bau GmbH', postalCode: '50667' }), [kg]);
    expect(reviewIds(result)).toEqual([kg.caseId]);
    expect(result.state === 'Prüfen' && result.candidates[0].reason).toBe(
      'Name gleich, aber Rechtsform abweichend (GmbH / GmbH & Co. KG)',
    );
  });

  it('uses a Rechtsform column over the name', () => {
    const c = aCase({ companyName: 'Hansen Stahlbau Aktiengesellschaft', postalCode: '24103' });
    expect(match(row({ name: 'Hansen Stahlbau', legalForm: 'AG', postalCode: '24103' }), [c])).toMatchObject({
      state: 'Treffer',
    });
    expect(match(row({ name: 'Hansen Stahlbau', legalForm: 'GmbH', postalCode: '24103' }), [c])).toMatchObject({
      state: 'Prüfen',
    });
  });

  it('offers the same name elsewhere for review only (a namesake or a move)', () => {
    const c = aCase({ companyName: 'Schmidt Haustechnik GmbH', postalCode: '80331', city: 'München' });
    const result = match(row({ name: 'Schmidt Haustechnik GmbH', postalCode: '20095', city: 'Hamburg' }), [c]);
    expect(reviewIds(result)).toEqual([c.caseId]);
    expect(result.state === 'Prüfen' && result.candidates[0].reason).toBe(
      'Name gleich, aber Ort abweichend (Fall: 80331 München)',
    );
  });

  it('does not match the same name with another register entry (two companies of one name)', () => {
    const c = aCase({
      companyName: 'Schmidt Haustechnik GmbH',
      postalCode: '80331',
      registerCourt: 'Amtsgericht München',
      registerType: 'HRB',
      registerNumber: '111',
    });
    const result = match(
      row({ name: 'Schmidt Haustechnik GmbH', postalCode: '80331', registerNumber: 'HRB 222 AG München' }),
      [c],
    );
    expect(reviewIds(result)).toEqual([c.caseId]);
  });
});

describe('matching ladder, rule 4: similar names', () => {
  it('never takes "Müller Bauunternehmung GmbH" for "Müller Bau GmbH" (near-namesakes)', () => {
    const c = aCase({ companyName: 'Müller Bauunternehmung GmbH', postalCode: '50667' });
    expect(match(row({ name: 'Müller Bau GmbH', postalCode: '50667' }), [c])).toEqual({ state: 'Kein Treffer' });
  });

  it('offers a name with a typo for review with its score, and takes a long name with one typo at the same place', () => {
    const short = aCase({ companyName: 'Müller Bau GmbH', postalCode: '50667' });
    const result = match(row({ name: 'Müler Bau GmbH', postalCode: '50667' }), [short]);
    expect(result.state === 'Prüfen' && result.candidates[0]).toMatchObject({
      caseId: short.caseId,
      rule: 'similarName',
      reason: 'Name 89 % ähnlich, PLZ 50667 gleich',
    });

    const long = aCase({ companyName: 'Westfälische Landmaschinen Vertriebsgesellschaft mbH', city: 'Münster' });
    const typo = match(row({ name: 'Westfaelische Landmaschinen Vertriebsgeselschaft mbH', city: 'Münster' }), [long]);
    expect(typo).toMatchObject({ state: 'Treffer', rule: 'similarName' });
  });

  it('reads word order and glued words alike', () => {
    const c = aCase({ companyName: 'Bäckerei Schulte GmbH', postalCode: '44135' });
    expect(match(row({ name: 'Schulte Bäckerei GmbH', postalCode: '44135' }), [c])).toMatchObject({ state: 'Treffer' });
    const glued = aCase({ companyName: 'Müllerbau GmbH', postalCode: '50667' });
    expect(match(row({ name: 'Müller Bau GmbH', postalCode: '50667' }), [glued])).toMatchObject({ state: 'Treffer' });
  });

  it('prefers the exact name to a similar one, and calls two similar names of different companies ambiguous', () => {
    const a = aCase({ companyName: 'Keller Metallbau GmbH', postalCode: '70173' });
    const b = aCase({ companyName: 'Keller Metalbau GmbH', postalCode: '70173' });
    const result = match(row({ name: 'Keller-Metallbau GmbH', postalCode: '70173' }), [a, b]);
    expect(result).toMatchObject({
      state: 'Treffer',
      hits: [{ caseId: a.caseId }],
      candidates: [{ caseId: b.caseId }],
    });
    const twoSimilar = match(row({ name: 'Keller Metallbauten GmbH', postalCode: '70173' }), [
      aCase({ companyName: 'Keller Metallbauten Süd GmbH', postalCode: '70173' }),
      aCase({ companyName: 'Keller Metallbauten Nord GmbH', postalCode: '70173' }),
    ]);
    expect(twoSimilar.state).toBe('Prüfen');
  });

  it('lists every case of one company as hits (two proceedings of one register entry)', () => {
    const register = { registerCourt: 'Amtsgericht Essen', registerType: 'HRB', registerNumber: '300' };
    const first = aCase({ companyName: 'Ruhrkohle Service GmbH', ...register, publicationDate: '2024-03-01' });
    const second = aCase({ companyName: 'Ruhrkohle Service GmbH', ...register });
    expect(
      hitIds(
        match(row({ name: 'Ruhrkohle Service GmbH', registerNumber: 'HRB 300 Amtsgericht Essen' }), [second, first]),
      ).sort(),
    ).toEqual([first.caseId, second.caseId].sort());
  });
});

describe('remembered decisions override the ladder', () => {
  const c = aCase({ companyName: 'Müller Bau GmbH', postalCode: '50667' });
  const typoRow = row({ name: 'Müler Bau GmbH', postalCode: '50667' });

  it('makes a confirmed candidate a hit', () => {
    expect(match(typoRow, [c], new Map([[c.caseId, 'confirmed']]))).toMatchObject({
      state: 'Treffer',
      rule: 'decision',
      hits: [{ caseId: c.caseId, reason: 'Von Ihnen als Treffer bestätigt' }],
    });
  });

  it('never offers a rejected candidate again, even a certain one', () => {
    expect(match(typoRow, [c], new Map([[c.caseId, 'rejected']]))).toEqual({ state: 'Kein Treffer' });
    const exact = row({ name: 'Müller Bau GmbH', postalCode: '50667' });
    expect(match(exact, [c], new Map([[c.caseId, 'rejected']]))).toEqual({ state: 'Kein Treffer' });
  });
});

describe('blocking keys', () => {
  it('gives a row and its matching case a common key for every rule', () => {
    const registered = aCase({
      companyName: 'Spreeblick Immobilien GmbH',
      postalCode: '10115',
      registerCourt: 'Amtsgericht Charlottenburg',
      registerType: 'HRB',
      registerNumber: '1234 B',
    });
    const common = (r: PortfolioRow, c: CandidateCase) => {
      const caseKeys = new Set(blockingKeys(caseIdentity(c)));
      return blockingKeys(rowIdentity(r)).filter((k) => caseKeys.has(k) && !k.startsWith('del:'));
    };
    expect(
      common(row({ name: 'Anders GmbH', registerNumber: 'HRB 1234 B', registerCourt: 'Berlin' }), registered),
    ).toEqual(['reg:charlottenburg|HRB|1234', 'regn:HRB|1234']);
    expect(common(row({ name: 'SPREEBLICK IMMOBILIEN', postalCode: '10115' }), registered)).toEqual([
      'name:spreeblick immobilien',
      'plz:10115',
      'pre:immo',
      'pre:spre',
      'word:immobilien',
      'word:spreeblick',
    ]);
    expect(common(row({ name: 'Spreeblik Immobilien' }), registered)).toContain('pre:spre');
    // A typo in the first letters still meets through the words with one letter left out.
    const typo = new Set(blockingKeys(rowIdentity(row({ name: 'Sbreeblick Immobilien' }))));
    expect(blockingKeys(caseIdentity(registered)).filter((k) => k.startsWith('del:') && typo.has(k))).toContain(
      'del:sreeblick',
    );
  });
});
