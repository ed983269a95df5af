import { subscriptionIndexTerms, type SubscriptionFields } from '../domain/events.js';
import {
  caseLookupTerms,
  caseRef,
  criteriaMatch,
  registerRef,
  subscriptionCriteria,
  type CaseMatchFields,
} from './case-terms.js';

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
  it('folds umlauts and ß and case; a legal form in the name must be the debtor’s, in any spelling', () => {
    for (const companyName of [
      'Müller Bau',
      'Mueller Bau GmbH & Co. KG',
      'MULLER BAU GmbH & Co. KG',
      'müller  bau gmbh und co kg',
    ]) {
      expect({ companyName, match: matches({ companyName }) }).toEqual({ companyName, match: true });
    }
    // Before issue #29 legal forms were ignored: "Müller Bau GmbH" was mailed the GmbH & Co. KG, "… AG" too.
    expect(matches({ companyName: 'Mueller Bau GmbH' })).toBe(false);
    expect(matches({ companyName: 'müller  bau ag' })).toBe(false);
    expect(subscriptionCriteria(fields({ companyName: 'Straßenbau Groß GmbH' }))).toMatchObject({
      nameTokens: ['strassenbau', 'gross'],
      legalForm: 'GmbH',
    });
  });

  it('needs every significant word of the company as a whole word of the debtor name', () => {
    expect(matches({ companyName: 'Müller Bau Holding' })).toBe(false);
    expect(matches({ companyName: 'Müll' })).toBe(false);
    expect(matches({ companyName: 'Bau' })).toBe(true);
  });

  it('watches a person named with a title or salutation as the portal lists them ("Werner, Emily")', () => {
    const werner = kase({ nameTokens: ['werner', 'emily'], registerRef: null, caseRef: null });
    for (const companyName of [
      'Dr. Emily Werner',
      'Frau Dr. Emily Werner',
      'Prof. Dr. med. Emily Werner',
      'Emily Werner',
    ]) {
      expect({ companyName, match: matches({ companyName }, werner) }).toEqual({ companyName, match: true });
    }
    expect(matches({ companyName: 'Dipl.-Ing. Jan Werner' }, werner)).toBe(false);
    // Only before the name: a firm's own words stay watched.
    expect(subscriptionCriteria(fields({ companyName: 'Hans Meier Dr. Bau GmbH' }))).toMatchObject({
      nameTokens: ['hans', 'meier', 'dr', 'bau'],
    });
    expect(subscriptionCriteria(fields({ companyName: 'Dr.' })).nameTokens).toEqual(['dr']);
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

  describe('the search’s reading of what is watched (issue #29)', () => {
    const gmbh = kase({ nameTokens: ['muller', 'gmbh'], legalForm: 'GmbH', registerRef: registerRef('HRB', '62') });
    const anna = kase({ nameTokens: ['muller', 'anna'], legalForm: null, registerRef: null });
    const longer = kase({ nameTokens: ['schmidt', 'ag'], legalForm: 'AG', registerRef: registerRef('HRB', '6263') });

    it('"Müller GmbH" in any spelling is the GmbH, never a person named Müller', () => {
      for (const companyName of ['Müller GmbH', 'Mueller Gesellschaft mit beschränkter Haftung', 'MÜLLER G.m.b.H.']) {
        expect({ companyName, gmbh: matches({ companyName }, gmbh) }).toEqual({ companyName, gmbh: true });
        expect({ companyName, anna: matches({ companyName }, anna) }).toEqual({ companyName, anna: false });
      }
      expect(matches({ companyName: 'Müller' }, anna)).toBe(true);
      expect(matches({ companyName: 'Muller' }, gmbh)).toBe(true);
      // Legal form read from the name when the record has none (messages and indexed cases before issue #29).
      expect(matches({ companyName: 'Müller GmbH' }, { ...gmbh, legalForm: undefined })).toBe(true);
    });

    it('a legal form alone matches nothing, not every GmbH', () => {
      const criteria = subscriptionCriteria(fields({ companyName: 'GmbH' }));
      expect(criteria).toMatchObject({ nameTokens: [], legalForm: 'GmbH' });
      expect(subscriptionIndexTerms(criteria)).toEqual([]);
      expect(criteriaMatch(criteria, gmbh)).toBe(false);
    });

    it('"HRB62", "HRB 62 B", "HR B 62" and "Amtsgericht Köln HRB 62" watch HRB 62, never HRB 6263', () => {
      for (const registerNumber of ['HRB62', 'HRB 62', 'HRB 62 B', 'HR B 62', 'HRB 062', 'Amtsgericht Köln HRB 62']) {
        expect({ registerNumber, hit: matches({ registerNumber }, gmbh) }).toEqual({ registerNumber, hit: true });
        expect({ registerNumber, hit: matches({ registerNumber }, longer) }).toEqual({ registerNumber, hit: false });
        // Typed into the company field, as in the search box.
        const companyName = registerNumber;
        expect({ companyName, hit: matches({ companyName }, gmbh) }).toEqual({ companyName, hit: true });
        expect({ companyName, hit: matches({ companyName }, longer) }).toEqual({ companyName, hit: false });
      }
      expect(matches({ registerNumber: 'HRA 62' }, gmbh)).toBe(false);
    });

    it('a register number with its court: only there (register numbers are unique per court)', () => {
      const atBonn = { ...gmbh, registerCourt: 'Amtsgericht Bonn' };
      expect(matches({ registerNumber: 'Amtsgericht Köln HRB 62' }, atBonn)).toBe(false);
      expect(matches({ registerNumber: 'Amtsgericht Bonn HRB 62' }, atBonn)).toBe(true);
      expect(matches({ registerNumber: 'HRB 62' }, atBonn)).toBe(true);
      // Without a register court the insolvency court stands in, as in the search.
      expect(matches({ companyName: 'AG Köln HRB 62' }, gmbh)).toBe(true);
      expect(matches({ companyName: 'AG Bonn HRB 62' }, gmbh)).toBe(false);
    });

    it('an Aktenzeichen in every spelling, at any department when watched without one', () => {
      const c = kase({ caseRef: caseRef('Amtsgericht Köln', '6 IN 123/26') });
      for (const caseNumber of ['6 IN 123/26', '6IN123/26', '6 IN 123/2026', 'IN 123/26', '6 in 0123 / 26']) {
        expect({ caseNumber, hit: matches({ caseNumber, court: 'AG Köln' }, c) }).toEqual({ caseNumber, hit: true });
        // Typed into the company field without a court: at any court, as the search finds it.
        const companyName = caseNumber;
        expect({ companyName, hit: matches({ companyName }, c) }).toEqual({ companyName, hit: true });
      }
      for (const caseNumber of ['6 IN 1234/26', '7 IN 123/26', '6 IK 123/26', 'IN 123/25']) {
        expect({ caseNumber, hit: matches({ caseNumber, court: 'Köln' }, c) }).toEqual({ caseNumber, hit: false });
      }
      expect(matches({ caseNumber: 'IN 123/26', court: 'Amtsgericht Bonn' }, c)).toBe(false);
      expect(matches({ companyName: '6 IN 123/26', court: 'Amtsgericht Bonn' }, c)).toBe(false);
    });

    it('an identifier in the company field is what is watched, not the words next to it', () => {
      expect(matches({ companyName: 'Schmidt HRB 62' }, gmbh)).toBe(true);
      expect(matches({ companyName: 'Müller HRB 99' }, gmbh)).toBe(false);
    });
  });
});
