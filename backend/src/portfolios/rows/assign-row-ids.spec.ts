import type { PortfolioRow } from '../domain/portfolio-row.js';
import { assignRowIds } from './assign-row-ids.js';
import { rowPrint } from './row-prints.js';

const row = (name: string, customerNumber: string | null, postalCode: string | null = null): PortfolioRow => ({
  customerNumber,
  name,
  legalForm: null,
  street: null,
  postalCode,
  city: null,
  registerCourt: null,
  registerType: null,
  registerNumber: null,
  vatId: null,
});

describe('assignRowIds', () => {
  it('names rows by customer number, so a re-upload keeps their ids', () => {
    const ids = assignRowIds([], [{ line: 2, row: row('Alpha GmbH', ' 1001 ') }], 'abcdef01-0000').map((r) => r.rowId);
    expect(ids).toEqual(['k:1001']);
  });

  it('keeps the id of a row without number by name and postal code; a new one gets this upload and its line', () => {
    const previous = [rowPrint({ ...row('Müller Bau', null, '50667'), rowId: 'n:11111111:7' })];
    const ids = assignRowIds(
      previous,
      [
        { line: 2, row: row('MÜLLER  Bau', null, '50667') },
        { line: 3, row: row('Müller Bau', null, '50667') },
        { line: 4, row: row('Neu GmbH', null) },
      ],
      '22222222-aaaa',
    ).map((r) => r.rowId);
    expect(ids).toEqual(['n:11111111:7', 'n:22222222:3', 'n:22222222:4']);
  });
});
