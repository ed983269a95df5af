import { jest } from '@jest/globals';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import request from 'supertest';
import ts from 'typescript';
import { startTestApp, type TestApp } from '../../../test/test-app.js';

/** What a Pro user's integration would write: a search, a case and the statistics, read field by field. */
const CLIENT = `
import type { paths } from './api';

type Ok<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends {
  responses: { 200: { content: { 'application/json': infer Body } } };
}
  ? Body
  : never;
type Query<P extends keyof paths> = paths[P] extends { get: { parameters: { query?: infer Q } } } ? Q : never;
declare function get<P extends keyof paths>(path: P, query?: Query<P>): Promise<Ok<P, 'get'>>;

export async function integrate(): Promise<string[]> {
  const search = await get('/api/insolvency/search', { q: 'Bau', page: 1, limit: 20 });
  const first = search.results[0];
  const names: string[] = search.results.map((result) => result.companyName);
  const pages: number = search.pagination.totalPages;
  const limited: boolean = search.subscription.isLimited;

  const detail = await get('/api/insolvency/{id}');
  const city: string | null = detail.city;
  const registerNumber: string | null | undefined = detail.register?.number;
  const texts: string[] = detail.notices.map((notice) => notice.text);
  const decided: string | null = detail.notices[0]?.decisionDate ?? null;

  const stats = await get('/api/insolvency/stats');
  const change: number = stats.weeklyChange;
  const days: string[] = stats.daily.map((day) => day.date);
  const states: number[] = stats.byState.map((state) => state.count);

  return [first?.caseNumber ?? '', ...names, String(pages), String(limited), city ?? '', registerNumber ?? '',
    ...texts, decided ?? '', String(change), ...days, ...states.map(String)];
}
`;

/** Mistakes the generated types must catch; with `any` or missing types they would compile. */
const MISTAKES = `
import type { paths } from './api';

type Search = paths['/api/insolvency/search']['get']['responses'][200]['content']['application/json'];
type Detail = paths['/api/insolvency/{id}']['get']['responses'][200]['content']['application/json'];
type Stats = paths['/api/insolvency/stats']['get']['responses'][200]['content']['application/json'];
declare const search: Search;
declare const detail: Detail;
declare const stats: Stats;

export const unknownField = search.results[0]?.debtorName;
export const nullIgnored: string = detail.city;
export const wrongType: string = stats.totalCases;
`;

async function typeErrors(dir: string, file: string, source: string): Promise<string[]> {
  const path = join(dir, file);
  await writeFile(path, source);
  const program = ts.createProgram([path], {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2023,
    lib: ['lib.es2023.d.ts'],
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    types: [],
  });
  return ts
    .getPreEmitDiagnostics(program)
    .map(
      (d) =>
        `${d.file ? `${d.file.fileName.replace(dir, '')}: ` : ''}${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`,
    );
}

// Type-checking with the compiler takes seconds, more on a busy machine.
jest.setTimeout(120_000);

describe('typed client generated from /api/docs-json (openapi-typescript)', () => {
  let t: TestApp;
  let dir: string;

  beforeAll(async () => {
    t = await startTestApp();
    dir = await mkdtemp(join(tmpdir(), 'typed-client-'));
    const document = (await request(t.app.getHttpServer()).get('/api/docs-json').expect(200)).body;
    await writeFile(join(dir, 'api.d.ts'), astToString(await openapiTS(document)));
  });
  afterAll(async () => {
    await t?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('type-checks a search, a case and a statistics call', async () => {
    expect(await typeErrors(dir, 'client.ts', CLIENT)).toEqual([]);
  });

  it('rejects unknown fields, ignored nulls and wrong types', async () => {
    const errors = await typeErrors(dir, 'mistakes.ts', MISTAKES);
    expect(errors).toEqual([
      expect.stringMatching(/Property 'debtorName' does not exist/),
      expect.stringMatching(/Type 'string \| null' is not assignable to type 'string'/),
      expect.stringMatching(/Type 'number' is not assignable to type 'string'/),
    ]);
  });
});
