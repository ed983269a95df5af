import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

/*
 * The real notices (published company notices with annotations), read at test time and never copied into the
 * repository: they lie beside the clone in ../shared/fixtures/real-notices/ (the team's shared folder, also laid
 * beside CI's clone), or where REAL_NOTICES_DIR says. A stranger's clone has no such folder: there the specs that
 * use them say so and pass; with CI set they fail instead, so CI never passes without the real texts (issue #27).
 */

export interface AnnotatedNotice {
  readonly id: string;
  readonly text: string;
  readonly expected: Record<string, unknown>;
}

export interface CorpusNotice {
  readonly id: string;
  readonly text: string;
  readonly listing: { readonly publicationType: string; readonly debtorName: string; readonly seat: string };
}

const FIXTURES = process.env.REAL_NOTICES_DIR
  ? pathToFileURL(`${process.env.REAL_NOTICES_DIR.replace(/\/+$/, '')}/`)
  : new URL('../../../../../shared/fixtures/real-notices/', import.meta.url);

/** One fixture file, parsed; null when the fixtures are not there (see `fixturesMissing`). */
export function readFixture<T>(name: string): T | null {
  const path = fileURLToPath(new URL(name, FIXTURES));
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as T) : null;
}

export const annotatedNotices = (): readonly AnnotatedNotice[] | null => readFixture('annotated.json');
export const corpusNotices = (): readonly CorpusNotice[] | null => readFixture('corpus.json');

/** The folder of the fixtures, for a spec that reads it itself. */
export const realNoticesDir = (): string => fileURLToPath(FIXTURES);

export function fixturesMissing(): boolean {
  if (existsSync(fileURLToPath(FIXTURES))) return false;
  const message = `real-notice fixtures not found at ${fileURLToPath(FIXTURES)} (REAL_NOTICES_DIR)`;
  if (process.env.CI) throw new Error(`${message}: CI must test the parser against the real notices`);
  console.warn(`${message}; not tested`);
  return true;
}
