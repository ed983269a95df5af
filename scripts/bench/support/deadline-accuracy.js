// Deadline extraction accuracy on the real notices (issue #32, "Measured"): the labelled table in
// backend/src/cases/notice-parser/deadlines/real-notice-deadlines.labels.json against the parser, per kind. The
// texts are read from ../shared/fixtures/real-notices/ (REAL_NOTICES_DIR), never copied into the repository.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export async function printDeadlineAccuracy(root) {
  const dir = process.env.REAL_NOTICES_DIR ?? join(root, '../shared/fixtures/real-notices');
  if (!existsSync(join(dir, 'corpus.json'))) {
    console.log(`deadline accuracy: real notices not found at ${dir} (REAL_NOTICES_DIR)`);
    return null;
  }
  const load = (path) => import(pathToFileURL(join(root, path)).href);
  const { parseNotice } = await load('backend/dist/cases/notice-parser/parse-notice.js');
  const { deadlineAccuracy, accuracyTable } = await load(
    'backend/dist/cases/notice-parser/deadlines/deadline-accuracy.js',
  );
  const notices = new Map();
  for (const n of JSON.parse(readFileSync(join(dir, 'corpus.json'), 'utf8'))) {
    notices.set(n.id, { text: n.text, publicationDate: n.listing.publicationDate });
  }
  for (const n of JSON.parse(readFileSync(join(dir, 'annotated.json'), 'utf8'))) {
    notices.set(n.id, { text: n.text, publicationDate: n.expected.publication_date });
  }
  const labelsFile = join(root, 'backend/src/cases/notice-parser/deadlines/real-notice-deadlines.labels.json');
  const labels = new Map(Object.entries(JSON.parse(readFileSync(labelsFile, 'utf8')).notices));
  const accuracy = deadlineAccuracy(labels, (id) => {
    const notice = notices.get(id);
    return notice ? parseNotice(notice.text, notice.publicationDate).deadlines : null;
  });
  console.log(
    `deadline accuracy, ${labels.size} labelled real notices (right kind, date and time; extra = found but not labelled):`,
  );
  console.log(accuracyTable(accuracy));
  for (const miss of accuracy.misses) console.log(`  ${miss}`);
  return accuracy;
}
