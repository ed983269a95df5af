import { COURTS_BY_STATE, STATE_NAMES, type StateCode } from './courts-by-state.js';
import { courtKey, courtState, findCourt, normaliseCourtName } from './court.js';
import { parseNotice } from './parse-notice.js';
import { corpusNotices, fixturesMissing } from './real-notices.test-kit.js';

describe('court table', () => {
  it('covers all 16 Länder and never lists one name under two of them', () => {
    const seen = new Map<string, StateCode>();
    for (const [state, names] of Object.entries(COURTS_BY_STATE) as [StateCode, readonly string[]][]) {
      expect(names.length).toBeGreaterThan(0);
      for (const name of names) {
        expect(seen.get(courtKey(name)) ?? state).toBe(state);
        seen.set(courtKey(name), state);
      }
    }
    expect(Object.keys(COURTS_BY_STATE).sort()).toEqual(Object.keys(STATE_NAMES).sort());
  });

  it.each([
    ['Amtsgericht Charlottenburg', 'BE'],
    ['Charlottenburg (Berlin)', 'BE'],
    ['Amtsgericht Berlin-Charlottenburg', 'BE'],
    ['Hamburg', 'HH'],
    ['Dresden', 'SN'],
    ['AG Frankfurt am Main', 'HE'],
    ['Frankfurt/Main', 'HE'],
    ['Frankfurt (Oder)', 'BB'],
    ['Frankfurt/Oder', 'BB'],
    ['Halle (Saale)', 'ST'],
    ['Halle/Saale', 'ST'],
    ['Weiden i.d. OPf.', 'BY'],
    ['Weiden in der Oberpfalz', 'BY'],
    ['Ludwigshafen/Rhein', 'RP'],
    ['Amtsgericht Saarbrücken, Aussenstelle Sulzbach', 'SL'],
    ['Insolvenzgericht München', 'BY'],
    ['Amtsgericht Göttingen', 'NI'],
    ['Goettingen', 'NI'],
    ['Amtsgericht Kiel', 'SH'],
    ['Amtsgericht Erfurt', 'TH'],
    ['Amtsgericht Rostock', 'MV'],
    ['Bremerhaven', 'HB'],
    ['Amtsgericht Stuttgart', 'BW'],
    ['Amtsgericht Köln', 'NW'],
    ['Amtsgericht Mainz', 'RP'],
    ['Amtsgericht Potsdam', 'BB'],
    ['Amtsgericht Magdeburg', 'ST'],
    ['Amtsgericht Gießen', 'HE'],
    ['Oldenburg (Oldb)', 'NI'],
    ['Oldenburg in Holstein', 'SH'],
    ['Landau in der Pfalz', 'RP'],
    ['Landau a.d. Isar', 'BY'],
  ])('courtState(%s) = %s', (name, state) => {
    expect(courtState(name)).toBe(state);
  });

  it('returns null for places that are not Amtsgerichte and for empty input', () => {
    expect(courtState('Atlantis')).toBeNull();
    expect(courtState('')).toBeNull();
    expect(courtState(null)).toBeNull();
  });

  it('normalises court names to "Amtsgericht <place>"', () => {
    expect(normaliseCourtName('AG Frankfurt/Main')).toBe('Amtsgericht Frankfurt am Main');
    expect(normaliseCourtName('Charlottenburg (Berlin)')).toBe('Amtsgericht Charlottenburg');
    expect(normaliseCourtName('Amtsgericht Kempten')).toBe('Amtsgericht Kempten (Allgäu)');
    expect(normaliseCourtName('Amtsgericht Weiden i. d. OPf. - Insolvenzgericht -')).toBe(
      'Amtsgericht Weiden i.d. OPf.',
    );
    expect(normaliseCourtName('Amtsgericht Atlantis')).toBe('Amtsgericht Atlantis');
    expect(normaliseCourtName('  ')).toBeNull();
  });
});

describe('findCourt', () => {
  it('prefers the head line, then the signature line, then a phrase naming the deciding court', () => {
    expect(findCourt('Amtsgericht Köln, Aktenzeichen: 70a IN 1/21 Über das Vermögen …').court).toBe('Amtsgericht Köln');
    expect(findCourt('5 IN 1/21 | In dem Verfahren … | Amtsgericht Ulm - Insolvenzgericht - 01.02.2021').court).toBe(
      'Amtsgericht Ulm',
    );
    expect(findCourt('… soll begründet werden. Wuppertal, 21.01.2020').court).toBe('Amtsgericht Wuppertal');
    expect(
      findCourt('… hat das Amtsgericht Idar-Oberstein am 23.03.2020 beschlossen: … Richter am Amtsgericht').court,
    ).toBe('Amtsgericht Idar-Oberstein');
  });

  it('never takes a register court or a judge’s name for the insolvency court', () => {
    const text =
      'In dem Verfahren über das Vermögen der im Handelsregister des Amtsgerichts Hamm unter HRB 1 eingetragenen X GmbH ' +
      '(AG Siegen, HRB 2) … Dortmund, 25.02.2020 Amtsgericht Korf Richterin am Amtsgericht';
    expect(findCourt(text).court).toBe('Amtsgericht Dortmund');
  });
});

describe('court names with a qualifier in real notices', () => {
  it('keeps "(Oder)", "(Saale)", "(Hessen)" … in the court the parser reads', () => {
    if (fixturesMissing()) return;
    const withQualifier = (corpusNotices() ?? []).flatMap((notice) => {
      // The deciding court is named anywhere in the text (most notices begin with the Aktenzeichen).
      const named = /Amtsgericht\s+([A-ZÄÖÜ][\wäöü.-]*\s*\((?!HR)[^)]*\))/.exec(notice.text);
      return named ? [{ id: notice.id, named: named[1], court: parseNotice(notice.text).court }] : [];
    });
    expect(withQualifier.length).toBeGreaterThanOrEqual(5);
    for (const { named, court } of withQualifier) {
      expect(court).toBe(normaliseCourtName(named));
      expect(court).toMatch(/\(.+\)$/);
      expect(courtState(court)).not.toBeNull();
    }
  });
});
