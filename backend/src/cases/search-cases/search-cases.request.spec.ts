import { parse } from 'node:querystring';
import type { ArgumentMetadata } from '@nestjs/common';
import { createValidationPipe } from '../../platform/http/validation.js';
import { parseSearchCasesQuery, QUERY_WITHOUT_TERM, SearchCasesRequest } from './search-cases.request.js';

const METADATA: ArgumentMetadata = { type: 'query', metatype: SearchCasesRequest, data: undefined };

/** Field values people and hostile clients send: valid, borderline, empty, padded, wrong. */
const VALUES: Record<string, string[]> = {
  q: [
    'müller',
    'HRB 12345',
    '36a IK 788/24',
    '',
    ' ',
    'x'.repeat(200),
    'x'.repeat(201),
    '😀'.repeat(100),
    '😀'.repeat(101),
    '%00',
    '-',
    ' – ',
    '§§',
    '…',
    'Müller-',
    '-7',
  ],
  sort: ['relevance', 'newest', '', 'oldest', 'Newest', ' newest'],
  state: ['BY', 'NW', '', 'by', 'XX', 'BY '],
  dateFrom: ['2026-11-01', '2024-02-29', '2026-02-29', '2026-13-01', '', '2026-1-01', ' 2026-11-01', '20261101'],
  dateTo: ['2026-11-21', '2026-02-30', '', '0000-01-01', '9999-12-31'],
  procedureType: ['regel', 'verbraucher', 'antrag', '', 'REGEL', 'sonst'],
  debtorKind: ['company', 'person', '', 'persons'],
  postalCode: ['80', '80331', '', ' 80 ', '803311', '8a', '   ', '０'],
  city: [
    'Münch',
    'muench',
    ' München ',
    '',
    'Frankfurt (Oder)',
    "L'Isle",
    '1berlin',
    'Berlin2',
    'a'.repeat(100),
    'a'.repeat(101),
    ' ',
  ],
  registerNumber: [
    'HRB 12345',
    '12345',
    'hrb 1',
    'HRB Nr. 5',
    ' VR 77 ',
    '',
    '12345678',
    'HRX 1',
    'HRB ' + '1'.repeat(30),
  ],
  page: [
    '1',
    '2',
    '100000',
    '100001',
    '0',
    '',
    '007',
    '1.5',
    '1e3',
    '0x10',
    ' 2',
    '-1',
    '999999999999999',
    '9999999999999999',
  ],
  limit: ['1', '20', '100', '101', '0', '', 'zwanzig'],
};

/** A small deterministic generator (mulberry32), so a failure can be replayed. */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function corpus(): string[] {
  const queries = [
    '',
    'q=m%C3%BCller',
    'q=a&q=b',
    'q[a]=b',
    '__proto__=x',
    'q=a&__proto__=x',
    'constructor=x',
    'prototype=x',
    'unknown=1',
    'q=a&page=2&limit=5',
    'limit=5&q=a&sort=newest',
    'Q=a',
    'page=1&page=2',
  ];
  for (const [field, values] of Object.entries(VALUES)) {
    for (const value of values) queries.push(`${field}=${encodeURIComponent(value)}`);
  }
  const next = random(33);
  const fields = Object.keys(VALUES);
  for (let i = 0; i < 1500; i++) {
    const count = 1 + Math.floor(next() * 5);
    const parts: string[] = [];
    for (let j = 0; j < count; j++) {
      const field = fields[Math.floor(next() * fields.length)]!;
      const values = VALUES[field]!;
      parts.push(`${field}=${encodeURIComponent(values[Math.floor(next() * values.length)]!)}`);
    }
    queries.push(parts.join('&'));
  }
  return queries;
}

/** The pipe's answer: the value it returns, or the body of the exception it throws. */
async function outcome(
  pipe: ReturnType<typeof createValidationPipe>,
  query: unknown,
): Promise<{ value: unknown } | { error: unknown }> {
  try {
    return { value: await pipe.transform(query, METADATA) };
  } catch (error) {
    return { error: (error as { getResponse?: () => unknown }).getResponse?.() ?? error };
  }
}

describe('SearchCasesRequest: the fast path of the validation pipe', () => {
  const decorators = createValidationPipe({ fastPaths: false });
  const withFastPath = createValidationPipe();

  it('accepts only what the decorators accept, as the same instance, and leaves every refusal to them', async () => {
    let fast = 0;
    let refused = 0;
    for (const text of corpus()) {
      const expected = await outcome(decorators, parse(text));
      const parsed = parseSearchCasesQuery(parse(text));
      if (parsed !== undefined) {
        fast++;
        expect({ text, ...expected }).toStrictEqual({ text, value: parsed });
        expect(Object.keys(parsed)).toEqual(Object.keys((expected as { value: object }).value));
      }
      if ('error' in expected) refused++;
      // Through the pipe as the app uses it: the same value or the same German refusal.
      expect({ text, ...(await outcome(withFastPath, parse(text))) }).toStrictEqual({ text, ...expected });
    }
    // The corpus exercises both sides, and the fast path takes the usual queries.
    expect(fast).toBeGreaterThan(300);
    expect(refused).toBeGreaterThan(300);
  });

  it('takes the queries of the search page and the query API', () => {
    for (const text of [
      '',
      'q=M%C3%BCller%20GmbH',
      'q=HRB%2012345&page=2',
      'state=BY&dateFrom=2026-11-01&dateTo=2026-11-21&procedureType=regel&debtorKind=company',
      'postalCode=80&city=M%C3%BCnch&registerNumber=HRB%2012345&sort=newest&limit=100',
    ]) {
      expect({ text, fast: parseSearchCasesQuery(parse(text)) instanceof SearchCasesRequest }).toEqual({
        text,
        fast: true,
      });
    }
  });

  it('refuses a query of punctuation only in German, and reads one of spaces only as none', async () => {
    for (const q of ['-', ' – ', '§§', '…', '"*"']) {
      expect({ q, ...(await outcome(withFastPath, { q })) }).toMatchObject({
        q,
        error: { message: QUERY_WITHOUT_TERM },
      });
    }
    for (const q of [' ', '-7', 'Müller-', '§ 35 InsO'])
      expect(await outcome(withFastPath, { q })).toEqual({ value: expect.any(SearchCasesRequest) as unknown });
  });

  it('leaves nested and repeated values to the decorators', () => {
    expect(parseSearchCasesQuery({ q: ['a', 'b'] })).toBeUndefined();
    expect(parseSearchCasesQuery({ q: { a: 'b' } })).toBeUndefined();
    expect(parseSearchCasesQuery(undefined)).toBeUndefined();
    expect(parseSearchCasesQuery([])).toBeUndefined();
  });
});
