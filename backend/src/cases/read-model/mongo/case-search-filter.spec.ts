import { understandQuery } from '../../domain/search-query/understand-query.js';
import { filterConditions, identifierCondition, wordsCondition } from './case-search-filter.js';

describe('MongoDB conditions of the ranked case search', () => {
  it('an Aktenzeichen: its number, sign and year (two or four digits) as whole words, at any department', () => {
    expect(identifierCondition(understandQuery('6 IN 123/26'))).toEqual({
      $and: [{ words: '123' }, { words: 'in' }, { words: { $in: ['26', '2026', '1926'] } }],
    });
  });

  it('a register number: type and number exactly; several identifiers: any of them', () => {
    expect(identifierCondition(understandQuery('Amtsgericht Köln HRB 062'))).toEqual({
      registerType: 'HRB',
      // The number alone, or with the register court's letter ("62 B").
      $or: [{ registerNumber: '62' }, { registerNumber: { $regex: '^62 ' } }],
    });
    expect(identifierCondition(understandQuery('IK 5/25 HRB 62'))).toEqual({
      $or: [
        { $and: [{ words: '5' }, { words: 'ik' }, { words: { $in: ['25', '2025', '1925'] } }] },
        { registerType: 'HRB', $or: [{ registerNumber: '62' }, { registerNumber: { $regex: '^62 ' } }] },
      ],
    });
    expect(identifierCondition(understandQuery('Müller'))).toBeNull();
  });

  it('words: each a prefix; a word of six letters and more also its variants one edit away', () => {
    const condition = wordsCondition(understandQuery('Spedtion Nord GmbH')) as { $and: Record<string, unknown>[] };
    expect(condition.$and).toHaveLength(2);
    const [typo, nord] = condition.$and as [{ $or: [unknown, { words: { $in: string[] } }] }, unknown];
    expect(typo.$or[0]).toEqual({ terms: 'spedtion' });
    expect(typo.$or[1].words.$in).toContain('spedition');
    expect(nord).toEqual({ terms: 'nord' });
  });

  it('a word longer than the stored prefixes is compared with the whole words by an anchored pattern', () => {
    expect(wordsCondition(understandQuery('Transport-12345678901'))).toEqual({
      $and: [
        { $or: [{ terms: 'transpor', words: { $regex: '^transport' } }, { words: { $in: expect.any(Array) } }] },
        { terms: '12345678', words: { $regex: '^12345678901' } },
      ],
    });
  });

  it('a legal form alone: the cases of that legal form', () => {
    expect(wordsCondition(understandQuery('Aktiengesellschaft'))).toEqual({ legalForm: 'AG' });
  });

  it('filters: none, several, or null when no case can match', () => {
    expect(filterConditions({})).toEqual([]);
    expect(filterConditions({ state: 'BY', postalCode: '80' })).toEqual([
      { state: 'BY' },
      { postalCode: { $gte: '80', $lt: '81' } },
    ]);
    expect(filterConditions({ city: 'Ж' })).toBeNull();
    expect(filterConditions({ registerNumber: 'keine Nummer' })).toBeNull();
  });
});
