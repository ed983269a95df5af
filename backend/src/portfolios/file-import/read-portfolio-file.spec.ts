import ExcelJS from 'exceljs';
import { unzipSync, zipSync } from 'fflate';
import { PortfolioFileError } from './portfolio-file-error.js';
import { readPortfolioFile } from './read-portfolio-file.js';

const csv = (text: string, encoding: BufferEncoding = 'utf8') => ({
  content: Buffer.from(text, encoding),
  fileName: 'kunden.csv',
  mimeType: 'text/csv',
});

async function refusal(promise: Promise<unknown>): Promise<PortfolioFileError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof PortfolioFileError) return error;
    throw error;
  }
  throw new Error('the file was read');
}

async function xlsx(fill: (sheet: ExcelJS.Worksheet) => void): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  fill(workbook.addWorksheet('Kunden'));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const upload = (content: Buffer, fileName = 'kunden.xlsx') => ({
  content,
  fileName,
  mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
});

describe('reading a CSV customer list', () => {
  it('reads a Windows-1252 export with umlauts and semicolons (German Excel "CSV")', async () => {
    const file = await readPortfolioFile(
      csv(
        'Kd.-Nr.;Firma;PLZ;Ort\r\n4711;Müller Bau GmbH;50667;Köln\r\n4712;Weiß & Söhne KG;80331;München\r\n',
        'latin1',
      ),
    );
    expect(file).toMatchObject({ format: 'csv', encoding: 'windows-1252', delimiter: ';' });
    expect(file.headers).toEqual(['Kd.-Nr.', 'Firma', 'PLZ', 'Ort']);
    expect(file.rows.map((r) => r.cells)).toEqual([
      ['4711', 'Müller Bau GmbH', '50667', 'Köln'],
      ['4712', 'Weiß & Söhne KG', '80331', 'München'],
    ]);
    expect(file.rows[1].line).toBe(3);
  });

  it('reads UTF-8 with BOM and commas, quoted fields with commas and line breaks inside', async () => {
    const file = await readPortfolioFile(
      csv('\uFEFFCustomer ID,Company,City\n1,"Schulze, Meier & Co. GmbH",Düsseldorf\n2,"Zeile\nzwei GmbH",Essen\n'),
    );
    expect(file).toMatchObject({ encoding: 'utf-8', delimiter: ',', headers: ['Customer ID', 'Company', 'City'] });
    expect(file.rows.map((r) => r.cells[1])).toEqual(['Schulze, Meier & Co. GmbH', 'Zeile\nzwei GmbH']);
  });

  it('reads a tab-separated UTF-16 export (Excel "Unicode-Text")', async () => {
    const text = '\uFEFFKundennummer\tName\n1\tÖztürk Handel GmbH\n';
    const file = await readPortfolioFile(csv(text, 'utf16le'));
    expect(file).toMatchObject({ encoding: 'utf-16le', delimiter: '\t' });
    expect(file.rows[0].cells).toEqual(['1', 'Öztürk Handel GmbH']);
  });

  it('takes the delimiter from Excel\'s "sep=" line', async () => {
    const file = await readPortfolioFile(csv('sep=,\r\nName,Ort;Teil\r\nA GmbH,Köln;Deutz\r\n'));
    expect(file).toMatchObject({ delimiter: ',', headers: ['Name', 'Ort;Teil'], headerLine: 2 });
    expect(file.rows).toEqual([{ line: 3, cells: ['A GmbH', 'Köln;Deutz'], problems: [] }]);
  });

  it('keeps cells that look like formulas as plain text, never evaluated', async () => {
    const file = await readPortfolioFile(
      csv('Nr;Name;Ort\n1;"=HYPERLINK(""http://x"";""klick"")";-Köln\n2;+49 221 123;@SUMME(A1)\n'),
    );
    expect(file.rows.map((r) => r.cells)).toEqual([
      ['1', '=HYPERLINK("http://x";"klick")', '-Köln'],
      ['2', '+49 221 123', '@SUMME(A1)'],
    ]);
  });

  it('skips empty lines and reports the file line of each row', async () => {
    const file = await readPortfolioFile(csv('Name;PLZ\n\nA GmbH;12345\n;\nB AG;54321\n'));
    expect(file.rows.map((r) => [r.line, r.cells[0]])).toEqual([
      [3, 'A GmbH'],
      [5, 'B AG'],
    ]);
  });

  it('refuses a file that is neither UTF-8 nor Windows-1252 text', async () => {
    // DOS code page 850 writes ü as 0x81, a byte Windows-1252 does not define.
    const error = await refusal(readPortfolioFile({ ...csv(''), content: Buffer.from([0x4d, 0x81, 0x6c, 0x6c]) }));
    expect(error.problem).toBe('encoding');
    expect(error.message).toMatch(/^Die Zeichenkodierung der Datei ist nicht erkennbar/);
    const binary = await refusal(readPortfolioFile({ ...csv(''), content: Buffer.from([0x41, 0x00, 0x01, 0x02]) }));
    expect(binary.problem).toBe('encoding');
  });

  it('refuses 101 data rows when the limit is 100, and a million rows at the default limit', async () => {
    const rows = (n: number) => `Name\n${Array.from({ length: n }, (_, i) => `Firma ${i} GmbH`).join('\n')}\n`;
    await expect(readPortfolioFile(csv(rows(100)), { maxRows: 100 })).resolves.toMatchObject({
      rows: expect.any(Array),
    });
    const error = await refusal(readPortfolioFile(csv(rows(101)), { maxRows: 100 }));
    expect(error).toMatchObject({ problem: 'tooManyRows' });
    expect(error.message).toBe(
      'Die Datei hat mehr als 100 Datenzeilen, die Grenze Ihres Tarifs für ein Portfolio. Bitte teilen Sie die ' +
        'Liste auf mehrere Portfolios auf.',
    );
    const million = await refusal(readPortfolioFile(csv(`Nr\n${'1\n'.repeat(1_000_000)}`)));
    expect(million.message).toMatch(/mehr als 100\.000 Datenzeilen/);
  });

  it('refuses a file over 50 MB before reading it', async () => {
    const error = await refusal(readPortfolioFile(csv('x'.repeat(50 * 1024 * 1024 + 1))));
    expect(error).toMatchObject({ problem: 'tooLarge' });
    expect(error.message).toMatch(/^Die Datei ist größer als 50 MB/);
  });

  it('refuses empty files and files with a header only', async () => {
    expect((await refusal(readPortfolioFile(csv('')))).message).toBe('Die Datei ist leer.');
    expect((await refusal(readPortfolioFile(csv('\n\n')))).problem).toBe('empty');
    expect((await refusal(readPortfolioFile(csv('Name;PLZ\n')))).message).toBe(
      'Die Datei enthält nur eine Kopfzeile und keine Kunden.',
    );
  });
});

describe('reading an XLSX customer list', () => {
  it('reads the first worksheet: numbers as digits, stored formula results, rich text', async () => {
    const content = await xlsx((sheet) => {
      sheet.addRow(['Kundennummer', 'Firmenname', 'PLZ', 'Ort']);
      sheet.addRow([4711, 'Elbtal Bau GmbH', 1067, 'Dresden']);
      sheet.addRow([
        4712,
        { formula: 'CONCATENATE("Nord","licht GmbH")', result: 'Nordlicht GmbH' },
        '20095',
        'Hamburg',
      ]);
      sheet.addRow([4713, { richText: [{ text: 'Rhein' }, { text: 'ufer AG' }] }, '50667', 'Köln']);
    });
    const file = await readPortfolioFile(upload(content));
    expect(file).toMatchObject({ format: 'xlsx', headers: ['Kundennummer', 'Firmenname', 'PLZ', 'Ort'] });
    expect(file.rows.map((r) => r.cells)).toEqual([
      ['4711', 'Elbtal Bau GmbH', '1067', 'Dresden'],
      ['4712', 'Nordlicht GmbH', '20095', 'Hamburg'],
      ['4713', 'Rheinufer AG', '50667', 'Köln'],
    ]);
  });

  it('refuses a formula cell without a usable stored result in its row, naming the cell', async () => {
    const formulaProblem =
      'Formel ohne verwertbares gespeichertes Ergebnis (keines oder ein Fehlerwert). Bitte speichern Sie Werte ' +
      'statt Formeln.';
    const content = await xlsx((sheet) => {
      sheet.addRow(['Nr', 'Name']);
      sheet.addRow([1, { formula: 'A1&"GmbH"' }]);
      sheet.addRow([2, { formula: '1/0', result: { error: '#DIV/0!' } }]);
      sheet.addRow([3, { error: '#N/A' }]);
    });
    const file = await readPortfolioFile(upload(content));
    expect(file.rows.map((r) => [r.cells, r.problems])).toEqual([
      [['1', ''], [`Zelle B2: ${formulaProblem}`]],
      [['2', ''], [`Zelle B3: ${formulaProblem}`]],
      [['3', ''], ['Zelle B4: Fehlerwert #N/A statt eines Werts.']],
    ]);
  });

  it('refuses 101 rows with the limit 100', async () => {
    const content = await xlsx((sheet) => {
      sheet.addRow(['Name']);
      for (let i = 0; i < 101; i++) sheet.addRow([`Firma ${i} GmbH`]);
    });
    expect((await refusal(readPortfolioFile(upload(content), { maxRows: 100 }))).problem).toBe('tooManyRows');
  });

  it('refuses an XLSX over 50 MB before unpacking it', async () => {
    // The row limit is the collector's for both formats (a million CSV rows above; 101 of 100 XLSX rows).
    const huge = Buffer.alloc(50 * 1024 * 1024 + 1);
    huge.writeUInt32LE(0x04034b50, 0);
    const error = await refusal(readPortfolioFile(upload(huge)));
    expect(error).toMatchObject({ problem: 'tooLarge' });
    expect(error.message).toMatch(/^Die Datei ist größer als 50 MB/);
  });

  it('refuses a zip bomb before unpacking it, from the sizes the archive declares', async () => {
    const zeros = new Uint8Array(40 * 1024 * 1024);
    const bomb = Buffer.from(
      zipSync({ 'xl/workbook.xml': new TextEncoder().encode('<workbook/>'), 'xl/worksheets/sheet1.xml': zeros }),
    );
    expect(bomb.length).toBeLessThan(200 * 1024);
    const error = await refusal(readPortfolioFile(upload(bomb)));
    expect(error).toMatchObject({ problem: 'zipBomb' });
    expect(error.message).toMatch(
      /^Die Excel-Datei würde entpackt 40 MB belegen oder ist ungewöhnlich stark komprimiert/,
    );
    // And a bomb whose headers lie about the unpacked size: the entries are measured while inflating.
    const liar = Buffer.from(
      zipSync({ 'xl/workbook.xml': new TextEncoder().encode('<workbook/>'), 'xl/big.xml': zeros }),
    );
    for (let at = 0; at + 4 <= liar.length; at++) {
      const signature = liar.readUInt32LE(at);
      const nameAt = signature === 0x04034b50 ? at + 30 : signature === 0x02014b50 ? at + 46 : -1;
      if (nameAt < 0 || liar.toString('latin1', nameAt, nameAt + 10) !== 'xl/big.xml') continue;
      liar.writeUInt32LE(1000, signature === 0x04034b50 ? at + 22 : at + 24);
    }
    const declared: number[] = [];
    unzipSync(liar, { filter: (f) => (declared.push(f.originalSize), false) });
    expect(declared).toEqual([11, 1000]);
    const measured = await refusal(
      readPortfolioFile(upload(liar), { maxUnpackedBytes: 10 * 1024 * 1024, maxRatio: 1e9 }),
    );
    expect(measured).toMatchObject({ problem: 'zipBomb' });
    // And a large total, well compressed or not.
    const big = await xlsx((sheet) => sheet.addRow(['Name']));
    expect((await refusal(readPortfolioFile(upload(big), { maxUnpackedBytes: 1000 }))).problem).toBe('zipBomb');
  });

  it('refuses files that are no customer list, with a message that says what to do', async () => {
    const docx = Buffer.from(zipSync({ 'word/document.xml': new TextEncoder().encode('<w/>') }));
    expect((await refusal(readPortfolioFile(upload(docx, 'brief.docx')))).message).toMatch(
      /ZIP-Archiv, aber keine Excel-Arbeitsmappe/,
    );
    const ods = Buffer.from(
      zipSync({ mimetype: new TextEncoder().encode('x'), 'content.xml': new TextEncoder().encode('<x/>') }),
    );
    expect((await refusal(readPortfolioFile(upload(ods, 'kunden.ods')))).message).toBe(
      'Die Datei ist eine OpenDocument-Tabelle (.ods). Bitte speichern Sie die Liste als „Excel-Arbeitsmappe (.xlsx)“ ' +
        'oder als CSV und laden Sie sie erneut hoch.',
    );
    const xls = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
    expect((await refusal(readPortfolioFile(upload(xls, 'kunden.xls')))).message).toMatch(
      /alten Excel-Format \(\.xls\)/,
    );
    const pdf = Buffer.from('%PDF-1.7\n...');
    expect((await refusal(readPortfolioFile(upload(pdf, 'liste.pdf')))).message).toBe(
      '„liste.pdf“ ist eine PDF-Datei, keine Kundenliste. Bitte laden Sie eine CSV- oder XLSX-Datei hoch.',
    );
    const truncated = (await xlsx((sheet) => sheet.addRow(['Name']))).subarray(0, 200);
    expect((await refusal(readPortfolioFile(upload(truncated)))).problem).toBe('damaged');
  });
});
