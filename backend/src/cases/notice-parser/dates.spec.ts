import { findClaimsDeadline, findDecisionDate, parseGermanDate } from './dates.js';

describe('dates', () => {
  it.each([
    ['18.12.2019', '2019-12-18'],
    ['1.3.2020', '2020-03-01'],
    ['26.02.20', '2020-02-26'],
    ['2. März 2020', '2020-03-02'],
    ['9. Dezember 2019', '2019-12-09'],
    ['31.02.2020', null],
    ['kein Datum', null],
  ])('parses %s', (raw, iso) => {
    expect(parseGermanDate(raw)).toBe(iso);
  });

  it('takes the date of the operative sentence, not birth, petition or hearing dates', () => {
    const text =
      'vertreten durch X, geboren am 01.01.1970, ist der am 28.05.2019 bei Gericht eingegangene Antrag der Schuldnerin ' +
      'vom 27.05.2019 durch Beschluss vom 22.04.2020 mangels Masse abgewiesen worden. Amtsgericht Y, 23.04.2020';
    expect(findDecisionDate(text, text.indexOf('abgewiesen')).date).toBe('2020-04-22');
  });

  it('takes the resolution date when the operative sentence has none and ignores earlier decisions', () => {
    const text =
      'hat das Amtsgericht Z am 07.01.2020 beschlossen: 1. Der Antrag ist bereits mit Beschluss vom 04.10.2019 ' +
      'zugelassen worden. 2. Zur Sicherung wird mit Wirkung ab heute, 16:08 Uhr, die vorläufige Verwaltung angeordnet.';
    expect(findDecisionDate(text, text.indexOf('angeordnet')).date).toBe('2020-01-07');
  });

  it('falls back to the signature line and ignores the date of a European regulation', () => {
    const text =
      'wird das Insolvenzverfahren als Hauptinsolvenzverfahren im Sinne der Verordnung (EU) 2015/848 des Rates vom ' +
      '20. Mai 2015 eröffnet. Amtsgericht Köln, 01.02.2020';
    expect(findDecisionDate(text, text.indexOf('eröffnet')).date).toBe('2020-02-01');
  });

  it('reads the claims deadline', () => {
    expect(
      findClaimsDeadline('Forderungen der Insolvenzgläubiger sind bis zum 17.02.2020 beim Verwalter anzumelden.'),
    ).toBe('2020-02-17');
    expect(findClaimsDeadline('Die Gläubiger werden aufgefordert … Anmeldefrist: 27.04.2020 Einwendungen …')).toBe(
      '2020-04-27',
    );
    expect(findClaimsDeadline('Insolvenzforderungen … anzumelden bis: 07.02.2020 , e) …')).toBe('2020-02-07');
    expect(findClaimsDeadline('Widersprüche sind bis zum 05.08.2020 einzureichen.')).toBeNull();
  });
});
