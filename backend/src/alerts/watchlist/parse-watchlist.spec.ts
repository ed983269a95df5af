import { MAX_WATCHLIST_ROWS, parseWatchlist, WatchlistFileError } from './parse-watchlist.js';

describe('parseWatchlist', () => {
  it('reads German headers, ";" and a UTF-8 BOM, in any column order', async () => {
    const rows = await parseWatchlist(
      '\uFEFFOrt;Firmenname;PLZ;Registernummer\r\nKöln;Müller Bau GmbH;50667;HRB 12345\r\n\r\n',
    );
    expect(rows).toEqual([
      {
        line: 2,
        companyName: 'Müller Bau GmbH',
        postalCode: '50667',
        city: 'Köln',
        registerNumber: 'HRB 12345',
        errors: [],
      },
    ]);
  });

  it('reads English headers with "," and quoted cells', async () => {
    const rows = await parseWatchlist(
      'company,zip,city\n"Schmidt, Sohn & Co. KG",10115,Berlin\n"Der ""Beste"" Laden",,\n',
    );
    expect(rows.map((r) => [r.companyName, r.postalCode, r.city])).toEqual([
      ['Schmidt, Sohn & Co. KG', '10115', 'Berlin'],
      ['Der "Beste" Laden', null, null],
    ]);
  });

  it('takes a file without header as company; postal code; city; register number', async () => {
    expect(
      (await parseWatchlist('Alpha GmbH;80331;München;HRB 1\nBeta AG')).map((r) => [
        r.line,
        r.companyName,
        r.registerNumber,
      ]),
    ).toEqual([
      [1, 'Alpha GmbH', 'HRB 1'],
      [2, 'Beta AG', null],
    ]);
  });

  it('gives clear German errors per row', async () => {
    const rows = await parseWatchlist(
      'Firma;PLZ;Registernummer\n;50667;\nGut GmbH;5066;HRX 1\nZeilen\u000Abruch GmbH;;',
    );
    expect(rows[0].errors).toEqual(['Zeile 2: Firmenname ist erforderlich']);
    expect(rows[1].errors).toEqual([
      'Zeile 3: Ungültige Postleitzahl (5 Ziffern, z. B. 50667)',
      'Zeile 3: Ungültige Registernummer (z. B. HRB 12345)',
    ]);
  });

  it('takes register numbers in the spellings the search reads, and refuses a legal form without a name (#29)', async () => {
    const rows = await parseWatchlist(
      'Firma;Registernummer\nA GmbH;HRB62\nB GmbH;HR B 62\nC GmbH;HRB 62 B\nD GmbH;Amtsgericht Köln HRB 62\n' +
        'Emil GmbH;HRB 62 Köln Bau\nGesellschaft mit beschränkter Haftung;\n',
    );
    expect(rows.map((r) => r.errors)).toEqual([
      [],
      [],
      [],
      [],
      ['Zeile 6: Ungültige Registernummer (z. B. HRB 12345)'],
      ['Zeile 7: Firmenname darf nicht nur aus einer Rechtsform bestehen (z. B. „Müller GmbH“ statt „GmbH“)'],
    ]);
  });

  it('refuses empty files and more than the row limit', async () => {
    await expect(parseWatchlist('Firma\n\n')).rejects.toThrow(
      new WatchlistFileError('Die Datei enthält keine Zeilen mit Firmen.'),
    );
    const big = ['Firma', ...Array.from({ length: MAX_WATCHLIST_ROWS + 1 }, (_, i) => `Firma ${i}`)].join('\n');
    await expect(parseWatchlist(big)).rejects.toThrow('Die Datei hat mehr als 5000 Zeilen. Bitte teilen Sie sie auf.');
    expect(
      await parseWatchlist(
        big
          .split('\n')
          .slice(0, MAX_WATCHLIST_ROWS + 1)
          .join('\n'),
      ),
    ).toHaveLength(MAX_WATCHLIST_ROWS);
  });

  it("reads a Windows-1252 file as German Excel saves it (issue #31: the portfolios' CSV reader)", async () => {
    const rows = await parseWatchlist(Buffer.from('Firma;Ort\r\nMüller Bäckerei GmbH;Köln\r\n', 'latin1'));
    expect(rows.map((r) => [r.line, r.companyName, r.city])).toEqual([[2, 'Müller Bäckerei GmbH', 'Köln']]);
  });
});
