import { subscriptionIndexTerms, type SubscriptionFields } from '../domain/events.js';
import { caseLookupTerms, caseRef, criteriaMatch, subscriptionCriteria, type CaseMatchFields } from './case-terms.js';

const fields = (overrides: Partial<SubscriptionFields> = {}): SubscriptionFields => ({
  email: 'a@example.de',
  companyName: '',
  keywords: [],
  active: true,
  caseNumber: null,
  court: null,
  registerNumber: null,
  ...overrides,
});

const kase = (overrides: Partial<CaseMatchFields> = {}): CaseMatchFields => ({
  nameTokens: ['muller', 'bau', 'gmbh', 'co', 'kg'],
  contextTokens: ['50667', 'koln', 'amtsgericht', 'koln', 'eroffnung', 'des', 'insolvenzverfahrens'],
  caseRef: caseRef('Amtsgericht Köln', '71 IN 123/26'),
  registerRef: 'hrb 12345',
  ...overrides,
});

const matches = (subscription: Partial<SubscriptionFields>, c: CaseMatchFields = kase()) => {
  const criteria = subscriptionCriteria(fields(subscription));
  const indexed = subscriptionIndexTerms(criteria).some((term) => caseLookupTerms(c).includes(term));
  const verified = criteriaMatch(criteria, c);
  // The index never hides a match the full criteria would find.
  if (verified) expect(indexed).toBe(true);
  return verified;
};

describe('alert matching', () => {
  it('folds umlauts and ß, ignores case and legal forms in company names', () => {
    for (const companyName of ['Müller Bau', 'Mueller Bau GmbH', 'MULLER BAU GmbH & Co. KG', 'müller  bau ag']) {
      expect({ companyName, match: matches({ companyName }) }).toEqual({ companyName, match: true });
    }
    expect(subscriptionCriteria(fields({ companyName: 'Straßenbau Groß GmbH' })).nameTokens).toEqual([
      'strassenbau',
      'gross',
    ]);
  });

  it('needs every significant word of the company as a whole word of the debtor name', () => {
    expect(matches({ companyName: 'Müller Bau Holding' })).toBe(false);
    expect(matches({ companyName: 'Müll' })).toBe(false);
    expect(matches({ companyName: 'Bau' })).toBe(true);
  });

  it('needs every keyword (each word as a prefix) in the name or the context', () => {
    expect(matches({ companyName: 'Müller Bau', keywords: ['Köln', 'Eröffnung'] })).toBe(true);
    expect(matches({ companyName: 'Müller Bau', keywords: ['Köln', 'Bonn'] })).toBe(false);
    expect(matches({ companyName: 'Müller Bau', keywords: ['insolvenzverf'] })).toBe(true);
    expect(matches({ companyName: 'Müller Bau', keywords: ['Amtsgericht Köln'] })).toBe(true);
  });

  it('without a company: keywords alone decide, no keywords means every proceeding', () => {
    expect(matches({ keywords: ['Köln'] })).toBe(true);
    expect(matches({ keywords: ['Hamburg'] })).toBe(false);
    expect(matches({ keywords: ['b'] })).toBe(true);
    expect(matches({})).toBe(true);
    expect(subscriptionIndexTerms(subscriptionCriteria(fields()))).toEqual(['*']);
  });

  it('matches an Aktenzeichen at its court, and a register number, whatever the name', () => {
    expect(matches({ caseNumber: '71 in 123/26', court: 'AG Köln' })).toBe(true);
    expect(matches({ caseNumber: '71 IN 123/26', court: 'Amtsgericht Bonn' })).toBe(false);
    expect(matches({ registerNumber: 'HRB 12345' })).toBe(true);
    expect(matches({ registerNumber: 'HRB 12346' })).toBe(false);
    // A customer watched by name and register number is found by either.
    expect(matches({ companyName: 'Ganz Anders GmbH', registerNumber: 'HRB 12345' })).toBe(true);
    expect(matches({ companyName: 'Müller Bau', registerNumber: 'HRB 1' })).toBe(true);
    expect(matches({ registerNumber: 'HRB 12345', keywords: ['Bonn'] })).toBe(false);
  });

  it('indexes selectively: a pair of name words, and a keyword that not every case carries', () => {
    const terms = (subscription: Partial<SubscriptionFields>) =>
      subscriptionIndexTerms(subscriptionCriteria(fields(subscription)));
    expect(terms({ companyName: 'Müller Bau GmbH' })).toEqual(['p:bau|muller']);
    expect(terms({ companyName: 'Müller' })).toEqual(['n:muller']);
    expect(terms({ keywords: ['Eröffnung', 'Köln'] })).toEqual(['k:kol']);
    expect(terms({ keywords: ['Eröffnung'] })).toEqual(['k:ero']);
    expect(caseLookupTerms(kase())).toContain('p:bau|muller');
    expect(matches({ companyName: 'Bau Müller' })).toBe(true);
    expect(matches({ keywords: ['Eröffnung', 'Köln'] })).toBe(true);
  });
});
