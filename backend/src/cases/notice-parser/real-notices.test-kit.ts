import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/*
 * The real notices of ../shared/fixtures/real-notices/, read at test time (never copied into the repository).
 * Without the fixtures the specs that use them report it and pass.
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

const FIXTURES = new URL('../../../../../shared/fixtures/real-notices/', import.meta.url);

function read<T>(name: string): T | null {
  const path = fileURLToPath(new URL(name, FIXTURES));
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as T) : null;
}

export const annotatedNotices = (): readonly AnnotatedNotice[] | null => read('annotated.json');
export const corpusNotices = (): readonly CorpusNotice[] | null => read('corpus.json');

export function fixturesMissing(): boolean {
  if (existsSync(fileURLToPath(FIXTURES))) return false;
  console.warn(`real-notice fixtures not found at ${fileURLToPath(FIXTURES)}; not tested`);
  return true;
}
