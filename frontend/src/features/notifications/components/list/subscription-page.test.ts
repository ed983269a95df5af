import type { Subscription } from '../../api/subscriptions-api';
import { subscription } from '../../test/subscription-fixtures';
import { filterSubscriptions } from './subscription-page';

const entry = (id: number, fields: Partial<Subscription> = {}): Subscription =>
  subscription({
    id: `sub-${id}`,
    email: 'kredit@example.de',
    companyName: `Firma ${id} GmbH`,
    keywords: [],
    ...fields,
  });

describe('filterSubscriptions', () => {
  const list = [
    entry(1, { companyName: 'Müller Bau GmbH', keywords: ['Köln'] }),
    entry(2, { companyName: 'Schmidt Logistik KG', email: 'einkauf@schmidt.de' }),
    entry(3, { companyName: 'Alpha AG', caseNumber: '71 IN 12/26', court: 'Amtsgericht Köln' }),
    entry(4, { companyName: 'Beta SE', registerNumber: 'HRB 123456 B' }),
  ];
  const ids = (query: string) => filterSubscriptions(list, query).map((s) => s.id);

  it('keeps every entry for an empty query', () => {
    expect(ids('  ')).toEqual(['sub-1', 'sub-2', 'sub-3', 'sub-4']);
  });

  it('finds by company, address, keyword, Aktenzeichen, court and register number, folded', () => {
    expect(ids('muller')).toEqual(['sub-1']);
    expect(ids('SCHMIDT.DE')).toEqual(['sub-2']);
    expect(ids('köln')).toEqual(['sub-1', 'sub-3']);
    expect(ids('12/26')).toEqual(['sub-3']);
    expect(ids('hrb 123456')).toEqual(['sub-4']);
  });

  it('needs every word of the query', () => {
    expect(ids('köln alpha')).toEqual(['sub-3']);
    expect(ids('köln beta')).toEqual([]);
  });
});
