import { checkMapping, proposeMapping } from './column-mapping.js';

describe('column mapping proposal', () => {
  it('recognises German ERP headers', () => {
    const headers = [
      'Kd.-Nr.',
      'Firmenname',
      'Rechtsform',
      'Straße',
      'PLZ',
      'Ort',
      'Registergericht',
      'Registerart',
      'HRB-Nr.',
      'USt-IdNr.',
    ];
    expect(proposeMapping(headers)).toMatchObject({
      mapping: {
        customerNumber: 0,
        name: 1,
        legalForm: 2,
        street: 3,
        postalCode: 4,
        city: 5,
        registerCourt: 6,
        registerType: 7,
        registerNumber: 8,
        vatId: 9,
      },
      unmapped: [],
    });
  });

  it('recognises English headers and DATEV-style "Debitor", leaving unknown columns unmapped', () => {
    const proposal = proposeMapping([
      'Debitor',
      'Company Name',
      'Zip Code',
      'City',
      'Credit limit',
      'VAT ID',
      'Commercial register',
    ]);
    expect(proposal.mapping).toEqual({
      customerNumber: 0,
      name: 1,
      postalCode: 2,
      city: 3,
      vatId: 5,
      registerNumber: 6,
    });
    expect(proposal.unmapped).toEqual([4]);
    expect(proposal.columns.every((c) => c.confidence === 1)).toBe(true);
  });

  it('proposes a column whose header only contains a known name with less confidence, the first one first', () => {
    const proposal = proposeMapping([
      'Kundennummer',
      'Name 1',
      'Name 2',
      'PLZ Rechnungsanschrift',
      'PLZ Lieferanschrift',
      'Handelsregisternummer',
    ]);
    expect(proposal.mapping).toEqual({ customerNumber: 0, name: 1, postalCode: 3, registerNumber: 5 });
    expect(proposal.columns.find((c) => c.field === 'postalCode')?.confidence).toBe(0.7);
  });

  it('takes a combined register column ("Handelsregister") as the register number', () => {
    expect(proposeMapping(['Name', 'Handelsregister']).mapping).toEqual({ name: 0, registerNumber: 1 });
  });
});

describe('checking a mapping the user changed', () => {
  const headers = ['Nr', 'Firma', 'Ort'];
  it('requires the name column', () => {
    expect(checkMapping({ customerNumber: 0 }, headers)).toEqual([
      'Bitte ordnen Sie die Spalte mit dem Namen des Kunden zu.',
    ]);
  });
  it('refuses a column used twice and a column the file does not have', () => {
    expect(checkMapping({ name: 1, city: 1, postalCode: 7 }, headers)).toEqual([
      'PLZ: Spalte 7 gibt es in der Datei nicht.',
      'Die Spalte „Firma“ ist mehreren Feldern zugeordnet (Name und Ort).',
    ]);
  });
  it('accepts a valid mapping', () => {
    expect(checkMapping({ customerNumber: 0, name: 1, city: 2 }, headers)).toEqual([]);
  });
});
