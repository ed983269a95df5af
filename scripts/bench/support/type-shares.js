// Notice types of an import: how many notices of each publication type were recorded, and the share left as
// "sonstiges" (issue #13: at most 3 % on the replica and on the real corpus).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { pathToFileURL } from 'node:url';

const SONSTIGES_LIMIT = 0.03;

/** Publication type → count of the notices recorded in the event store of `dataDir`. */
export function recordedTypeCounts(dataDir) {
  const db = new DatabaseSync(join(dataDir, 'events.sqlite'), { readOnly: true });
  try {
    const rows = db
      .prepare(
        `SELECT json_extract(data, '$.notice.publicationType') AS publication_type, COUNT(*) AS n FROM es_events
         WHERE type IN ('CaseImported', 'CaseNoticePublished') GROUP BY publication_type`,
      )
      .all();
    return new Map(rows.map((row) => [row.publication_type, Number(row.n)]));
  } finally {
    db.close();
  }
}

/** Publication type → count over the real notices of ../shared/fixtures (null when they are not there). */
export async function corpusTypeCounts(root) {
  const file = join(root, '../shared/fixtures/real-notices/corpus.json');
  if (!existsSync(file)) return null;
  const { parseNotice } = await import(
    pathToFileURL(join(root, 'backend/dist/cases/notice-parser/parse-notice.js')).href
  );
  const counts = new Map();
  for (const notice of JSON.parse(readFileSync(file, 'utf8'))) {
    const type = parseNotice(notice.text).publicationType;
    counts.set(type, (counts.get(type) ?? 0) + 1);
  }
  return counts;
}

/** Prints the type distribution, largest first, and the "sonstiges" share against its limit. */
export function printTypeShares(label, counts) {
  const total = [...counts.values()].reduce((sum, n) => sum + n, 0);
  if (total === 0) return console.log(`notice types, ${label}: no notices`);
  const percent = (n) => `${((100 * n) / total).toFixed(1)} %`;
  const rows = [...counts.entries()].sort((a, b) => b[1] - a[1]);
  const width = Math.max(...rows.map(([type]) => type.length));
  console.log(`notice types, ${label} (${total} notices):`);
  for (const [type, n] of rows)
    console.log(`  ${type.padEnd(width)}  ${String(n).padStart(6)}  ${percent(n).padStart(7)}`);
  const sonstiges = counts.get('sonstiges') ?? 0;
  const verdict = sonstiges / total <= SONSTIGES_LIMIT ? 'ok' : 'ABOVE';
  console.log(`sonstiges share, ${label}: ${percent(sonstiges)} (${verdict}, limit ${100 * SONSTIGES_LIMIT} %)`);
}
