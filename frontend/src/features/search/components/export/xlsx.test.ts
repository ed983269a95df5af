import ExcelJS from 'exceljs';
import { insolvencyCase } from '../../../../lib/insolvency/insolvency-case.test-kit';
import { buildXlsx, cleanText, excelDate } from './xlsx';

/** Reads the file back as Excel would: the test checks cells, not the XML the library chose to write. */
async function readBack(bytes: Uint8Array): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes.buffer as ArrayBuffer);
  expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Insolvenzen']);
  return workbook.worksheets[0];
}

describe('Excel export', () => {
  it('writes a bold, frozen header row and the columns in order', async () => {
    const sheet = await readBack(await buildXlsx([insolvencyCase()]));
    const header = sheet.getRow(1);
    expect(header.values).toEqual([
      undefined,
      'ID',
      'Firma',
      'Aktenzeichen',
      'Gericht',
      'Status',
      'Verfahrensart',
      'Veröffentlichungsdatum',
      'Bundesland',
      'Adresse',
      'Insolvenzverwalter',
      'Beschreibung',
    ]);
    expect(header.getCell(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getColumn(2).width).toBe(40);
  });

  it('writes numbers as numbers, dates as real dates and texts as they are', async () => {
    const sheet = await readBack(
      await buildXlsx([insolvencyCase({ companyName: 'A & B <GmbH>', description: 'Zeile 1\nZeile 2' })]),
    );
    const row = sheet.getRow(2);
    expect(row.getCell(1).value).toBe(1);
    expect(row.getCell(2).value).toBe('A & B <GmbH>');
    expect(row.getCell(7).value).toEqual(new Date(Date.UTC(2026, 10, 18)));
    expect(row.getCell(7).numFmt).toBe('dd.mm.yyyy');
    expect(row.getCell(11).value).toBe('Zeile 1\nZeile 2');
  });

  it('leaves empty cells empty and never writes a formula', async () => {
    const sheet = await readBack(
      await buildXlsx([insolvencyCase({ administrator: null, companyName: '=HYPERLINK("x")' })]),
    );
    expect(sheet.getRow(2).getCell(10).value).toBeNull();
    expect(sheet.getRow(2).getCell(2).value).toBe('=HYPERLINK("x")');
    expect(sheet.getRow(2).getCell(2).type).toBe(ExcelJS.ValueType.String);
  });

  it('reads days in UTC, so the date does not move with the time zone', () => {
    expect(excelDate('2026-01-01')?.toISOString()).toBe('2026-01-01T00:00:00.000Z');
    expect(excelDate('kein Datum')).toBeUndefined();
  });

  it('removes characters XML cannot hold and cuts texts Excel cannot hold', () => {
    expect(cleanText('a\u0000b\u000Bc"')).toBe('abc"');
    expect(cleanText('x'.repeat(40_000))).toHaveLength(32_767);
  });
});
