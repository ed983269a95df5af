import { strFromU8, unzipSync } from 'fflate';
import { insolvencyCase } from '../../../../lib/insolvency/insolvency-case.test-kit';
import { buildXlsx, columnLetter, escapeXml, excelSerialDay } from './xlsx';

function unpack(bytes: Uint8Array): Record<string, string> {
  return Object.fromEntries(Object.entries(unzipSync(bytes)).map(([name, data]) => [name, strFromU8(data)]));
}

describe('Excel export', () => {
  it('is a zip with the parts of a one-sheet workbook', () => {
    const files = unpack(buildXlsx([insolvencyCase()]));
    expect(Object.keys(files).sort()).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/_rels/workbook.xml.rels',
      'xl/styles.xml',
      'xl/workbook.xml',
      'xl/worksheets/sheet1.xml',
    ]);
    expect(files['xl/workbook.xml']).toContain('<sheet name="Insolvenzen" sheetId="1" r:id="rId1"/>');
  });

  it('writes a bold header row, numbers, real dates and escaped texts', () => {
    const sheet = unpack(buildXlsx([insolvencyCase({ companyName: 'A & B <GmbH>', description: 'Zeile 1\nZeile 2' })]))[
      'xl/worksheets/sheet1.xml'
    ];
    expect(sheet).toContain('<c r="A1" t="inlineStr" s="1"><is><t xml:space="preserve">ID</t></is></c>');
    expect(sheet).toContain('<c r="G1" t="inlineStr" s="1"><is><t xml:space="preserve">Veröffentlichungsdatum</t>');
    expect(sheet).toContain('<c r="A2"><v>1</v></c>');
    expect(sheet).toContain('<t xml:space="preserve">A &amp; B &lt;GmbH&gt;</t>');
    expect(sheet).toContain(`<c r="G2" s="2"><v>${excelSerialDay('2026-11-18')}</v></c>`);
    expect(sheet).toContain('Zeile 1\nZeile 2');
  });

  it('leaves empty cells out', () => {
    const sheet = unpack(buildXlsx([insolvencyCase({ administrator: null })]))['xl/worksheets/sheet1.xml'];
    expect(sheet).not.toContain('r="J2"');
  });

  it('counts days and columns like Excel', () => {
    expect(excelSerialDay('1900-03-01')).toBe(61);
    expect(excelSerialDay('2026-01-01')).toBe(46023);
    expect(excelSerialDay('kein Datum')).toBeUndefined();
    expect([columnLetter(0), columnLetter(25), columnLetter(26), columnLetter(27)]).toEqual(['A', 'Z', 'AA', 'AB']);
  });

  it('removes characters XML cannot hold', () => {
    expect(escapeXml('a\u0000b\u000Bc"')).toBe('abc&quot;');
  });
});
