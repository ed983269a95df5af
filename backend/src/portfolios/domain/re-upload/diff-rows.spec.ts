import type { PortfolioRow } from '../portfolio-row.js';
import { diffRows } from './diff-rows.js';

const row = (customerNumber: string | null, name: string, fields: Partial<PortfolioRow> = {}): PortfolioRow => ({
  customerNumber,
  name,
  legalForm: null,
  street: null,
  postalCode: null,
  city: null,
  registerCourt: null,
  registerType: null,
  registerNumber: null,
  vatId: null,
  ...fields,
});

describe('re-upload diff', () => {
  it('pairs rows by customer number: added, changed with the fields, removed, unchanged', () => {
    const before = [
      row('1', 'Müller Bau GmbH', { postalCode: '50667', city: 'Köln' }),
      row('2', 'Nordlicht GmbH', { street: 'Hafenstr. 1' }),
      row('3', 'Alsterkurier GmbH'),
    ];
    const after = [
      row('1', 'Müller Bau GmbH', { postalCode: '50667', city: 'Köln' }),
      row('2', 'Nordlicht Transporte GmbH', { street: 'Hafenstr.  1', registerNumber: 'HRB 98765' }),
      row('4', 'Elbtal Bau GmbH'),
    ];
    const diff = diffRows(before, after);
    expect(diff.unchanged).toBe(1);
    expect(diff.added.map((r) => r.customerNumber)).toEqual(['4']);
    expect(diff.removed.map((r) => r.customerNumber)).toEqual(['3']);
    expect(diff.changed).toHaveLength(1);
    expect(diff.changed[0]).toMatchObject({
      key: 'nr:2',
      fields: ['name', 'registerNumber'],
      description: 'Name, Registernummer',
    });
  });

  it('pairs rows without a customer number by name and postal code', () => {
    const before = [row(null, 'Müller Bau GmbH', { postalCode: '50667', city: 'Köln' }), row(null, 'Alt GmbH')];
    const after = [
      row(null, 'MUELLER BAU GMBH', { postalCode: '50667', city: 'Köln-Ehrenfeld' }),
      row(null, 'Neu GmbH'),
    ];
    const diff = diffRows(before, after);
    expect(diff.changed.map((c) => c.description)).toEqual(['Name, Ort']);
    expect(diff.added.map((r) => r.name)).toEqual(['Neu GmbH']);
    expect(diff.removed.map((r) => r.name)).toEqual(['Alt GmbH']);
  });

  it('finds nothing to do in the same file uploaded again', () => {
    const rows = [row('1', 'A GmbH'), row('2', 'B AG')];
    expect(diffRows(rows, rows)).toEqual({ added: [], changed: [], removed: [], unchanged: 2 });
  });
});
