import type { Subscription } from '../../api/subscriptions-api';
import { filterSubscriptions, pageOf } from './subscription-page';

const entry = (id: number, fields: Partial<Subscription> = {}): Subscription =>
  ({
    id: `sub-${id}`,
    email: 'kredit@example.de',
    companyName: `Firma ${id} GmbH`,
    keywords: [],
    active: true,
    createdAt: '2026-11-02T10:00:00.000Z',
    updatedAt: null,
    lastNotification: null,
    caseNumber: null,
    court: null,
    registerNumber: null,
    mode: 'täglich',
    recipientStatus: 'own',
    confirmationSentAt: null,
    ...fields,
  }) as Subscription;

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

describe('pageOf', () => {
  const items = Array.from({ length: 45 }, (_, i) => entry(i + 1));

  it('cuts pages of 20 with the positions shown', () => {
    expect(pageOf(items, 1)).toMatchObject({ page: 1, pageCount: 3, first: 1, last: 20 });
    expect(pageOf(items, 3)).toMatchObject({ page: 3, pageCount: 3, first: 41, last: 45 });
    expect(pageOf(items, 3).items.map((s) => s.id)).toEqual(['sub-41', 'sub-42', 'sub-43', 'sub-44', 'sub-45']);
  });

  it('shows the last page when the one asked for is gone (after deleting its last entry), the first for nonsense', () => {
    expect(pageOf(items.slice(0, 40), 3)).toMatchObject({ page: 2, first: 21, last: 40 });
    expect(pageOf(items, 0).page).toBe(1);
    expect(pageOf(items, Number.NaN).page).toBe(1);
  });

  it('answers one empty page for no entries', () => {
    expect(pageOf([], 4)).toEqual({ items: [], page: 1, pageCount: 1, first: 0, last: 0 });
  });
});
