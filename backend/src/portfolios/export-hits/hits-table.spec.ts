import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { formulaSafe } from './hits-table.js';
import { writeCsv, writeXlsx } from './write-export.js';

describe('the export of hits', () => {
  it('prefixes cells a spreadsheet would run as a formula', () => {
    expect(['=HYPERLINK("x")', '+49 221', '-1', '@SUM(A1)', '\t=1', 'Müller GmbH', null].map(formulaSafe)).toEqual([
      `'=HYPERLINK("x")`,
      "'+49 221",
      "'-1",
      "'@SUM(A1)",
      "'\t=1",
      'Müller GmbH',
      '',
    ]);
  });

  it('writes a CSV German Excel opens (BOM, ";") and an XLSX with the same cells as text', async () => {
    const lines = [["'=1+1", 'Müller; Söhne "Bau" GmbH']];
    const csv = writeCsv(lines);
    expect(csv.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const records = parse(csv.subarray(3).toString('utf8'), { delimiter: ';', relax_column_count: true }) as string[][];
    expect(records[0]![0]).toBe('Kundennummer');
    expect(records[1]).toEqual(lines[0]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await writeXlsx(lines)) as never);
    const sheet = workbook.getWorksheet('Treffer')!;
    expect(sheet.getRow(1).getCell(14).value).toBe('Begründung');
    expect(sheet.getRow(2).getCell(1).value).toBe("'=1+1");
    expect(sheet.getRow(2).getCell(1).formula).toBeUndefined();
  });
});
