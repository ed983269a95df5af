// The upload job's memory for `npm run bench -- portfolio` (issue #31): a CSV of the benchmark's rows uploaded,
// checked and taken by the real PortfolioUploadJobs (compiled, so parsing and validation run in their worker
// thread) on a SqlitePortfolioRowStore in a temporary database, then uploaded again with a tenth of the rows
// changed, a twentieth removed and a twentieth added (the re-upload holds the current rows and the new ones).
// Run in a process of its own (the caller spawns it), so that the matching's heap does not hide or add to it.
import { join } from 'node:path';
import { stringify } from 'csv-stringify/sync';
import { openDatabase } from '@insolvenz/backend/platform/sqlite/open-database.js';
import { fixedClock } from '@insolvenz/backend/platform/clock/clock.js';
import { SqlitePortfolioRowStore } from '@insolvenz/backend/portfolios/rows/sqlite/sqlite-portfolio-row-store.js';
import { PortfolioUploadJobs } from '@insolvenz/backend/portfolios/uploads/portfolio-upload-jobs.js';

const HEADER = [
  'Kundennummer',
  'Name',
  'Rechtsform',
  'Straße',
  'PLZ',
  'Ort',
  'Registergericht',
  'Registerart',
  'Registernummer',
  'USt-IdNr.',
];
const FIELDS = [
  'customerNumber',
  'name',
  'legalForm',
  'street',
  'postalCode',
  'city',
  'registerCourt',
  'registerType',
  'registerNumber',
  'vatId',
];
const PORTFOLIO = 'bench-upload-portfolio';
const OWNER = 'bench-owner';
const NOW = '2026-11-28T07:00:00.000Z';

const csvOf = (rows) =>
  Buffer.from(stringify([HEADER, ...rows.map((row) => FIELDS.map((f) => row[f] ?? ''))], { delimiter: ';' }));

/** The re-upload: every tenth row changed (street), every twentieth removed, as many new ones added. */
function reuploaded(rows) {
  const next = [];
  rows.forEach((row, i) => {
    if (i % 20 === 7) return;
    next.push(i % 10 === 3 ? { ...row, street: `${row.street ?? 'Neue Straße'} 1a` } : row);
  });
  const added = Math.floor(rows.length / 20);
  for (let i = 0; i < added; i++) next.push({ ...rows[i], customerNumber: `9${String(i).padStart(7, '0')}` });
  return next;
}

/**
 * Uploads `rows` twice through the job's steps and returns per step the seconds and the process's RSS growth
 * over the RSS before the first upload (sampled every 20 ms).
 */
export async function measureUploadMemory(rows, dir) {
  const store = new SqlitePortfolioRowStore(
    openDatabase(join(dir, 'upload-read-models.sqlite'), { readHeavy: true, rebuildable: true }),
  );
  const clock = fixedClock(NOW);
  const matching = { matchPortfolio: async () => undefined, rematchRow: async () => undefined };
  const commands = { run: async () => ({}) };
  const config = { role: 'api', profile: 'embedded', portfolios: { maxRows: 1_000_000 } };
  const jobs = new PortfolioUploadJobs(store, matching, commands, clock, config);
  await store.addPortfolio({ id: PORTFOLIO, ownerId: OWNER, name: 'Debitoren', mode: 'täglich', createdAt: NOW });
  const first = csvOf(rows);
  const second = csvOf(reuploaded(rows));

  global.gc?.();
  const base = process.memoryUsage.rss();
  let peak = base;
  let stepPeak = base;
  // The API thread's own JS heap (the worker thread's isolate is not in it; its memory is in the RSS).
  let heapPeak = 0;
  const sample = () => {
    const { rss, heapUsed } = process.memoryUsage();
    peak = Math.max(peak, rss);
    stepPeak = Math.max(stepPeak, rss);
    heapPeak = Math.max(heapPeak, heapUsed);
  };
  const timer = setInterval(sample, 20);
  const steps = [];
  const step = async (label, work) => {
    global.gc?.();
    stepPeak = process.memoryUsage.rss();
    const heapBase = process.memoryUsage().heapUsed;
    heapPeak = heapBase;
    const started = performance.now();
    await work();
    sample();
    steps.push({
      label,
      seconds: (performance.now() - started) / 1000,
      growth: stepPeak - base,
      heapGrowth: heapPeak - heapBase,
    });
  };
  const upload = async (id, file, label) => {
    await store.addUpload(
      { id, portfolioId: PORTFOLIO, ownerId: OWNER, fileName: 'debitoren.csv', createdAt: NOW },
      file,
    );
    await step(`${label}: lesen`, () => jobs.round());
    const { mapping } = await store.upload(id);
    await store.updateUpload(id, { state: 'wird geprüft', mapping }, NOW);
    await step(`${label}: prüfen`, () => jobs.round());
    const checked = await store.upload(id);
    if (checked.state !== 'bereit') throw new Error(`upload ${id}: ${checked.state} ${checked.error ?? ''}`);
    await store.updateUpload(id, { state: 'wird übernommen' }, NOW);
    await step(`${label}: übernehmen`, () => jobs.round());
    const taken = await store.upload(id);
    if (taken.state !== 'übernommen') throw new Error(`upload ${id}: ${taken.state} ${taken.error ?? ''}`);
    return checked.diff;
  };
  try {
    await upload('upload-1', first, 'Erst-Upload');
    const diff = await upload('upload-2', second, 'Re-Upload');
    return { steps, diff, fileBytes: [first.length, second.length], peakGrowth: peak - base };
  } finally {
    clearInterval(timer);
  }
}
