import { hasMarks, highlightSegments, rangesOf, registerText } from './highlight-ranges';

const marked = (text: string, ranges: { start: number; end: number }[]) =>
  highlightSegments(text, ranges)
    .map((segment) => (segment.marked ? `[${segment.text}]` : segment.text))
    .join('');

describe('highlight ranges', () => {
  it('marks the ranges of a field, end exclusive', () => {
    expect(marked('6 IN 123/26', [{ start: 2, end: 11 }])).toBe('6 [IN 123/26]');
    expect(marked('Müller Bau GmbH', [{ start: 0, end: 6 }])).toBe('[Müller] Bau GmbH');
    expect(
      marked('Müller Bau GmbH', [
        { start: 0, end: 6 },
        { start: 11, end: 15 },
      ]),
    ).toBe('[Müller] Bau [GmbH]');
  });

  it('leaves the text as it is without ranges', () => {
    expect(highlightSegments('HRB 62', [])).toEqual([{ text: 'HRB 62', marked: false }]);
    expect(highlightSegments('', [])).toEqual([{ text: '', marked: false }]);
  });

  it('clips ranges outside the text and drops empty, inverted and malformed ones', () => {
    expect(marked('HRB 62', [{ start: 4, end: 99 }])).toBe('HRB [62]');
    expect(marked('HRB 62', [{ start: -3, end: 3 }])).toBe('[HRB] 62');
    expect(
      marked('HRB 62', [
        { start: 10, end: 12 },
        { start: 3, end: 3 },
        { start: 5, end: 2 },
        { start: Number.NaN, end: 2 },
        { start: 0.5, end: 2 },
      ]),
    ).toBe('HRB 62');
  });

  it('merges overlapping and unsorted ranges instead of marking a part twice', () => {
    expect(
      marked('Spedition Müller', [
        { start: 10, end: 16 },
        { start: 0, end: 5 },
        { start: 3, end: 9 },
      ]),
    ).toBe('[Spedition] [Müller]');
    expect(
      marked('abcdef', [
        { start: 0, end: 2 },
        { start: 2, end: 4 },
      ]),
    ).toBe('[abcd]ef');
  });

  it('picks the ranges of one field and survives a server that sends none', () => {
    const highlights = [
      { field: 'caseNumber' as const, start: 2, end: 11 },
      { field: 'register' as const, start: 4, end: 6 },
    ];
    expect(rangesOf(highlights, 'register')).toEqual([{ field: 'register', start: 4, end: 6 }]);
    expect(rangesOf(undefined, 'register')).toEqual([]);
    expect(hasMarks('HRB 62', rangesOf(highlights, 'register'))).toBe(true);
    expect(hasMarks(null, rangesOf(highlights, 'register'))).toBe(false);
    expect(hasMarks('HRB 62', [{ start: 7, end: 9 }])).toBe(false);
  });

  it('writes the register as the highlights count in it: type and number', () => {
    expect(registerText({ court: 'Amtsgericht Köln', type: 'HRB', number: '62' })).toBe('HRB 62');
    expect(registerText({ court: null, type: null, number: '62 B' })).toBe('62 B');
    expect(registerText({ court: 'Amtsgericht Köln', type: null, number: null })).toBeNull();
    expect(registerText(null)).toBeNull();
  });
});
