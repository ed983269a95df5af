import { validateRows } from './validate-rows.js';

const mapping = {
  customerNumber: 0,
  name: 1,
  legalForm: 2,
  postalCode: 3,
  city: 4,
  registerCourt: 5,
  registerType: 6,
  registerNumber: 7,
  vatId: 8,
};
const read = (line: number, cells: string[], problems: string[] = []) => ({ line, cells, problems });

describe('row validation', () => {
  it('takes a complete row as it is, with its fields trimmed', () => {
    const result = validateRows(
      [
        read(2, [
          '4711',
          ' Müller  Bau GmbH ',
          'GmbH',
          '50667',
          'Köln',
          'Amtsgericht Köln',
          'HRB',
          '1234',
          'DE123456789',
        ]),
      ],
      mapping,
    );
    expect(result).toMatchObject({ valid: 1, invalid: 0 });
    expect(result.rows[0]).toEqual({
      line: 2,
      row: {
        customerNumber: '4711',
        name: 'Müller Bau GmbH',
        legalForm: 'GmbH',
        street: null,
        postalCode: '50667',
        city: 'Köln',
        registerCourt: 'Amtsgericht Köln',
        registerType: 'HRB',
        registerNumber: '1234',
        vatId: 'DE123456789',
      },
      errors: [],
      warnings: [],
    });
  });

  it('reports a missing name, a bad postal code, an unknown register type and a number without digits', () => {
    const result = validateRows(
      [
        read(2, ['1', '', '', '50667']),
        read(3, ['2', 'A GmbH', '', '5066A']),
        read(4, ['3', 'B GmbH', '', '', '', '', 'HRC', '77']),
        read(5, ['4', 'C GmbH', '', '', '', '', '', 'unbekannt']),
      ],
      mapping,
    );
    expect(result.rows.map((r) => r.errors)).toEqual([
      ['Name fehlt.'],
      ['PLZ „5066A“ ist keine fünfstellige Postleitzahl.'],
      ['Registerart „HRC“ ist unbekannt (erlaubt: HRA, HRB, GnR, PR, VR).'],
      ['Registernummer „unbekannt“ enthält keine Nummer.'],
    ]);
    expect(result).toMatchObject({ valid: 0, invalid: 4 });
  });

  it('reports a customer number used twice from its second row on, naming the first', () => {
    const result = validateRows(
      [read(2, ['4711', 'A GmbH']), read(3, ['4712', 'B GmbH']), read(9, ['4711', 'C GmbH'])],
      mapping,
    );
    expect(result.rows.map((r) => r.errors)).toEqual([
      [],
      [],
      ['Kundennummer „4711“ kommt mehrfach vor (zuerst in Zeile 2).'],
    ]);
  });

  it('warns where it reads differently or will not compare: postal code without its zero, unknown legal form, register without court', () => {
    const result = validateRows(
      [
        read(2, ['1', 'Elbtal Bau', 'GesmbH', '1067', 'Dresden', '', '', 'HRB 4711', 'DE 12345']),
        read(3, ['2', 'Nord GmbH', '', '', '', '', '', '4711']),
      ],
      mapping,
    );
    expect(result.rows[0].warnings).toEqual([
      'PLZ „1067“ als „01067“ gelesen (führende Null ergänzt).',
      'Rechtsform „GesmbH“ ist unbekannt; es zählt die Rechtsform im Namen.',
      'Registernummer ohne Registergericht: sie zählt nur zusammen mit Name und Ort.',
      'USt-IdNr. „DE 12345“ hat nicht die Form DE123456789.',
    ]);
    expect(result.rows[1].warnings).toEqual([
      'Registernummer ohne Registerart (HRA, HRB …): der Registereintrag wird nicht verglichen.',
    ]);
    expect(result.valid).toBe(2);
  });

  it('keeps the cell problems of the file (formula cells) as row errors', () => {
    const result = validateRows(
      [read(4, ['1', ''], ['Zelle B4: Formel ohne verwertbares gespeichertes Ergebnis.'])],
      mapping,
    );
    expect(result.rows[0].errors).toEqual([
      'Zelle B4: Formel ohne verwertbares gespeichertes Ergebnis.',
      'Name fehlt.',
    ]);
  });
});
