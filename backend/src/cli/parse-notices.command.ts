import { readFile } from 'node:fs/promises';
import { parseNotice } from '../cases/notice-parser/parse-notice.js';
import type { CliCommand } from './cli-command.js';

const USAGE =
  'Aufruf: npm run --silent cli -- parse-notices DATEI.json   (DATEI: JSON-Liste von {"id": …, "text": "…"})';

interface NoticeInput {
  readonly id: string | number;
  readonly text: string;
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Checks the file's shape; returns the notices, or an error message naming the offending item. */
function readNotices(data: unknown): NoticeInput[] | string {
  if (!Array.isArray(data)) return 'erwartet wird eine JSON-Liste von {id, text}-Objekten';
  const notices: NoticeInput[] = [];
  for (const [index, item] of data.entries()) {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) return `Eintrag ${index} ist kein Objekt`;
    const { id, text } = item as Record<string, unknown>;
    if (typeof id !== 'string' && typeof id !== 'number') return `Eintrag ${index} hat keine "id" (Text oder Zahl)`;
    if (typeof text !== 'string') return `Eintrag ${index} (id ${JSON.stringify(id)}) hat keinen "text" (Text)`;
    notices.push({ id, text });
  }
  return notices;
}

/**
 * Runs the notice parser over a file of notice texts and prints `[{id, ...parsed fields}]` as JSON on stdout
 * (nothing else goes to stdout). Exit code 2 for a missing, unreadable or malformed file.
 */
export const parseNoticesCommand: CliCommand = {
  name: 'parse-notices',
  summary: 'Parst Bekanntmachungstexte aus FILE.json ([{id, text}]) und gibt die Felder als JSON aus',
  run: async (args) => {
    if (args.length !== 1 || args[0] === '--help' || args[0] === '-h') {
      console.error(USAGE);
      return 2;
    }
    const file = args[0];
    let raw: string;
    try {
      raw = await readFile(file, 'utf8');
    } catch (error) {
      console.error(`parse-notices: ${file} kann nicht gelesen werden: ${message(error)}`);
      return 2;
    }
    let data: unknown;
    try {
      data = JSON.parse(raw);
    } catch (error) {
      console.error(`parse-notices: ${file} ist kein gültiges JSON: ${message(error)}`);
      return 2;
    }
    const notices = readNotices(data);
    if (typeof notices === 'string') {
      console.error(`parse-notices: ${file}: ${notices}`);
      return 2;
    }
    const parsed = notices.map((notice) => ({ id: notice.id, ...parseNotice(notice.text) }));
    process.stdout.on('error', (error: NodeJS.ErrnoException) => {
      // The reader went away (e.g. `| head`): not an error of this command.
      if (error.code === 'EPIPE') process.exit(0);
      throw error;
    });
    // Resolve only once the output is flushed: the CLI exits right after the command returns.
    await new Promise<void>((resolve) => process.stdout.write(`${JSON.stringify(parsed, null, 2)}\n`, () => resolve()));
    return 0;
  },
};
