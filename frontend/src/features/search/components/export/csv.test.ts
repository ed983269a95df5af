import { insolvencyCase } from '../../../../lib/insolvency/insolvency-case.test-kit';
import { buildCsv, csvField } from './csv';

describe('CSV export', () => {
  it('starts with a BOM, separates with ";" and has German headers', () => {
    const csv = buildCsv([insolvencyCase()]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const [header, row] = csv.slice(1).split('\r\n');
    expect(header).toBe(
      'ID;Firma;Aktenzeichen;Gericht;Status;Verfahrensart;Veröffentlichungsdatum;Bundesland;Adresse;Insolvenzverwalter;Beschreibung',
    );
    expect(row.split(';').slice(0, 8)).toEqual([
      '1',
      'Muster Bau GmbH',
      '1502 IN 123/26',
      'Amtsgericht München',
      'Verfahren eröffnet',
      'Regelinsolvenzverfahren',
      '18.11.2026',
      'Bayern',
    ]);
    expect(csv.endsWith('\r\n')).toBe(true);
  });

  it('quotes fields with separators, quotes or line breaks and doubles the quotes', () => {
    expect(csvField('Müller; Söhne')).toBe('"Müller; Söhne"');
    expect(csvField('Firma "Alpha" KG')).toBe('"Firma ""Alpha"" KG"');
    expect(csvField('Zeile 1\nZeile 2')).toBe('"Zeile 1\nZeile 2"');
    expect(csvField('Zeile 1\r\nZeile 2')).toBe('"Zeile 1\r\nZeile 2"');
    expect(csvField('schlicht')).toBe('schlicht');
  });

  it('leaves empty values empty', () => {
    expect(csvField(null)).toBe('');
    const csv = buildCsv([insolvencyCase({ administrator: null, description: null })]);
    expect(csv.slice(1).split('\r\n')[1].endsWith(';;')).toBe(true);
  });

  it('defuses cells a spreadsheet would run as a formula', () => {
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('+49 30 123')).toBe("'+49 30 123");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
  });

  it('keeps a whole multi-line description in one quoted field', () => {
    const csv = buildCsv([insolvencyCase({ description: 'Teil 1;\n"Teil 2"' })]);
    expect(csv).toContain(';"Teil 1;\n""Teil 2"""\r\n');
  });
});
