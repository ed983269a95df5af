import type { PortfolioRow } from '../domain/portfolio-row.js';
import { diffRows } from '../domain/re-upload/diff-rows.js';
import { uploadDiffOf } from '../uploads/upload-steps.js';
import { diffPrints, rowPrint } from './row-prints.js';

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

const before = [
  { ...row('1', 'Müller Bau GmbH', { postalCode: '50667', city: 'Köln' }), rowId: 'k:1' },
  { ...row('2', 'Nordlicht GmbH', { street: 'Hafenstr. 1' }), rowId: 'k:2' },
  { ...row('3', 'Alsterkurier GmbH'), rowId: 'k:3' },
  { ...row(null, 'Alt GmbH', { postalCode: '20095' }), rowId: 'n:11111111:5' },
];
const after = [
  row('1', 'Müller Bau GmbH', { postalCode: '50667', city: ' Köln ' }),
  row('2', 'Nordlicht Transporte GmbH', { street: 'Hafenstr.  1', registerNumber: 'HRB 98765' }),
  row('4', 'Elbtal Bau GmbH'),
  row(null, 'ALT GMBH', { postalCode: '20095', street: 'Neuer Weg 2' }),
];

describe('re-upload diff over the current rows prints (the upload job never holds the current rows)', () => {
  it('counts as the diff over whole rows does, and names examples by row id', () => {
    const full = diffRows(before, after);
    const diff = diffPrints(before.map(rowPrint), after, 20);
    expect(diff).toMatchObject({
      added: full.added.length,
      changed: full.changed.length,
      removed: full.removed.length,
      unchanged: full.unchanged,
    });
    expect(diff).toMatchObject({ added: 1, changed: 2, removed: 1, unchanged: 1 });
    expect(diff.examples.changed.map((c) => c.rowId)).toEqual(['k:2', 'n:11111111:5']);
    expect(diff.examples.removed).toEqual(['k:3']);
  });

  it('shows the examples with the changed fields, completed from the current rows read by id', () => {
    const diff = diffPrints(before.map(rowPrint), after, 1);
    const shown = uploadDiffOf(diff, new Map(before.map((r) => [r.rowId, r])));
    expect(shown).toEqual({
      added: 1,
      changed: 2,
      removed: 1,
      unchanged: 1,
      examples: {
        added: [{ customerNumber: '4', name: 'Elbtal Bau GmbH' }],
        changed: [{ customerNumber: '2', name: 'Nordlicht Transporte GmbH', fields: ['name', 'registerNumber'] }],
        removed: [{ customerNumber: '3', name: 'Alsterkurier GmbH' }],
      },
    });
  });
});
