// `npm run bench -- portfolio [--data-dir DIR] [--rows N] [--notices N] [--seed N] [--runs N] [--trace-gc]`: the portfolio matching
// (issue #31, compiled) at credit-manager scale.
//   (1) cases: the read model of a seeded bench data dir (default /tmp/bench-1m, 1,000,000 cases; make one with
//       `npm run bench -- search --data-dir /tmp/bench-1m`), opened read-only and streamed by the real
//       SqliteCaseMatchSource;
//   (2) a portfolio of N rows (default 100,000) with ground truth (support/portfolio-data.js): 60 % debtors of
//       sampled company cases as customer lists write them (ERP spelling, legal-form variants, typos, renamed
//       firms with the same register entry, postal codes without the leading zero, register only), 20 %
//       debtors without a case, 20 % near-namesakes of cases that are not the debtor;
//   (3) upload + initial match: the rows handed over and matched by the real BackgroundPortfolioMatching into a
//       SqlitePortfolioMatchStore in a temporary database (results, key index, progress), timed to 'fertig';
//   (4) M new notices (default 6,000: a quarter new proceedings of portfolio debtors, a quarter near-namesakes of
//       them, half other firms) through the real PortfolioNoticeMatching, one after the other, timed.
// Prints the times, the process's RSS growth over the runs (sampled; per phase of the run also the JS heap, the
// memory outside it, the CPU seconds and the collections) and precision of "Treffer" / recall of "Treffer +
// Prüfen" against the generator's truth, with the targets of the issue.
// `--runs N`: the matching N times (each in a fresh process), then the worst figures of them; `--trace-gc`: the
// matching process with V8's --trace-gc (every collection with the heap before and after); `--match-only`,
// `--upload-only`: one of the two parts.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants, PerformanceObserver } from 'node:perf_hooks';
import { DatabaseSync } from 'node:sqlite';
import { openDatabase } from '@insolvenz/backend/platform/sqlite/open-database.js';
import { fixedClock } from '@insolvenz/backend/platform/clock/clock.js';
import { caseIdentity } from '@insolvenz/backend/portfolios/domain/matching/index.js';
import { registerKey } from '@insolvenz/backend/cases/domain/search-query/index.js';
import { SqliteCaseMatchSource } from '@insolvenz/backend/portfolios/matching/case-source/sqlite/sqlite-case-match-source.js';
import { SqlitePortfolioMatchStore } from '@insolvenz/backend/portfolios/matching-store/sqlite/sqlite-portfolio-match-store.js';
import { BackgroundPortfolioMatching } from '@insolvenz/backend/portfolios/matching/portfolio-matching.js';
import { PortfolioNoticeMatching } from '@insolvenz/backend/portfolios/matching/portfolio-notice-matching.js';
import { InMemoryPortfolioRows } from '@insolvenz/backend/portfolios/test/in-memory-portfolio-rows.js';
import { inventedCompany, nearNamesake, portfolioRows, seeded } from './support/portfolio-data.js';
import { measureUploadMemory } from './support/portfolio-upload-memory.js';
import { fmt, formatBytes, machineLine } from './support/report.js';
import { APP_ENV, APP_NODE_FLAGS } from '../lib.js';

const TARGETS = { initialSeconds: 60, noticeSeconds: 5, rssBytes: 300 * 1000 * 1000, precision: 0.995, recall: 0.98 };
const PORTFOLIO = 'bench-portfolio';
const NOTICE_ID_BASE = 2_000_000_000;

const option = (args, name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};

export async function run(args) {
  // Measured in a process with the application's memory flags (scripts/lib.js), as the API process runs it.
  // The matching and the upload job each in a process of their own, so that neither's heap hides the other's.
  if (!process.env.PORTFOLIO_BENCH_CHILD) {
    const parts = args.includes('--upload-only')
      ? ['upload']
      : args.includes('--match-only')
        ? ['match']
        : ['match', 'upload'];
    // `--runs N`: the matching N times, each in a fresh process, and the worst of them (the machine is shared:
    // the collector's timing, and with it the RSS peak, depends on how much CPU the run gets).
    const runs = Number(option(args, '--runs') ?? 1);
    const resultDir = mkdtempSync(join(tmpdir(), 'insolvenz-bench-portfolio-runs-'));
    const figures = [];
    try {
      for (const part of parts) {
        for (let n = 0; n < (part === 'match' ? runs : 1); n++) {
          const resultFile = join(resultDir, `${part}-${n}.json`);
          const child = spawnSync(
            process.execPath,
            [
              ...APP_NODE_FLAGS,
              '--expose-gc',
              ...(args.includes('--trace-gc') ? ['--trace-gc'] : []),
              fileURLToPath(new URL('../bench.js', import.meta.url)),
              'portfolio',
              ...args,
            ],
            {
              stdio: 'inherit',
              env: { ...process.env, ...APP_ENV, PORTFOLIO_BENCH_CHILD: part, PORTFOLIO_BENCH_RESULT: resultFile },
            },
          );
          if (child.status !== 0) process.exitCode = child.status ?? 1;
          if (part === 'match' && existsSync(resultFile)) figures.push(JSON.parse(readFileSync(resultFile, 'utf8')));
        }
      }
    } finally {
      rmSync(resultDir, { recursive: true, force: true });
    }
    if (figures.length > 1) printWorst(figures);
    return;
  }
  const dataDir = option(args, '--data-dir') ?? '/tmp/bench-1m';
  const total = Number(option(args, '--rows') ?? 100_000);
  const noticeCount = Number(option(args, '--notices') ?? 6_000);
  const rnd = seeded(Number(option(args, '--seed') ?? 31));
  const readModels = join(dataDir, 'read-models.sqlite');
  if (!existsSync(readModels)) {
    throw new Error(`${readModels} not found: seed it with npm run bench -- search --data-dir ${dataDir}`);
  }
  const matchPart = process.env.PORTFOLIO_BENCH_CHILD === 'match';
  if (matchPart) {
    console.log('Portfolio benchmark: upload + initial matching, then new notices (issue #31)');
    console.log(machineLine());
  }

  const casesDb = new DatabaseSync(readModels, { readOnly: true });
  const caseCount = casesDb.prepare('SELECT COUNT(*) AS n FROM rm_cases').get().n;
  const sample = casesDb
    .prepare(
      `SELECT id AS caseId, company_name AS companyName, legal_form AS legalForm, postal_code AS postalCode, city,
         register_court AS registerCourt, register_type AS registerType, register_number AS registerNumber, court,
         case_number AS caseNumber, publication_date AS publicationDate
       FROM rm_cases WHERE legal_form IS NOT NULL ORDER BY random() LIMIT ?`,
    )
    .all(Math.ceil(total * 0.85))
    .map((r) => ({ ...r }));
  const { rows, kinds } = portfolioRows(rnd, sample, total);
  if (!matchPart) {
    casesDb.close();
    return uploadBench(rows.map((r) => r.row));
  }
  console.log(`cases: ${fmt(caseCount)} (${readModels}); portfolio: ${fmt(rows.length)} rows`);
  console.log(`  ${[...kinds].map(([kind, n]) => `${kind} ${fmt(n)}`).join(', ')}\n`);

  const dir = mkdtempSync(join(tmpdir(), 'insolvenz-bench-portfolio-'));
  try {
    // The read-model database as the application opens it (READ_DB: WAL, synchronous NORMAL, 16 MiB cache).
    const store = new SqlitePortfolioMatchStore(
      openDatabase(join(dir, 'read-models.sqlite'), { readHeavy: true, rebuildable: true }),
    );
    const source = new SqliteCaseMatchSource(casesDb);
    const rowSource = new InMemoryPortfolioRows();
    rowSource.portfolios.set(PORTFOLIO, { ownerId: 'bench', name: 'Debitoren', mode: 'täglich' });
    const clock = fixedClock('2026-11-28T07:00:00.000Z');
    const matching = new BackgroundPortfolioMatching(rowSource, source, store, clock);
    const notices = new PortfolioNoticeMatching(store, rowSource, source);

    const memory = rssSampler(() => matching.phase ?? 'notices');
    // (3) upload + initial match.
    let started = performance.now();
    let cpu = process.cpuUsage();
    rowSource.setRows(
      PORTFOLIO,
      rows.map((r, i) => ({ rowId: `k:${r.row.customerNumber ?? i}`, ...r.row })),
    );
    await matching.matchPortfolio(PORTFOLIO, 'upload-1');
    await matching.settled(PORTFOLIO);
    const initialSeconds = (performance.now() - started) / 1000;
    const initialCpu = cpuSeconds(cpu);
    const progress = await store.progress(PORTFOLIO);
    const counts = await store.counts(PORTFOLIO);
    const initial = await judgeInitial(store, rows);
    const initialPeak = memory.peak();

    // (4) new notices.
    const newCases = newNotices(rnd, rows, noticeCount);
    started = performance.now();
    cpu = process.cpuUsage();
    const hitsOf = [];
    for (const { c } of newCases) hitsOf.push(await notices.matchCase(c, clock.now().toISOString()));
    const noticeSeconds = (performance.now() - started) / 1000;
    const noticeCpu = cpuSeconds(cpu);
    const noticeFigures = await judgeNotices(store, rows, newCases, hitsOf);
    memory.stop();

    console.log(
      `Upload + initial match: ${initialSeconds.toFixed(1)} s (target ≤ ${TARGETS.initialSeconds} s; ${initialCpu.toFixed(1)} s CPU of this process); progress ${progress.state} ${fmt(progress.done)}/${fmt(progress.total)}`,
    );
    const phases = matching.lastRun;
    if (phases) {
      console.log(
        `  phases: rows read + indexed ${(phases.rowsMs / 1000).toFixed(1)} s, ${fmt(phases.cases)} cases streamed ${(phases.casesMs / 1000).toFixed(1)} s (${fmt(phases.evaluated)} row–case pairs compared), results + key index written ${(phases.saveMs / 1000).toFixed(1)} s`,
      );
    }
    console.log(
      `  states: Treffer ${fmt(counts.Treffer)}, Prüfen ${fmt(counts['Prüfen'])}, Kein Treffer ${fmt(counts['Kein Treffer'])}`,
    );
    console.log(
      `  "Treffer" precision: ${pct(initial.precision)} (${fmt(initial.wrongRows)} of ${fmt(initial.trefferRows)} rows with a wrong hit; target ≥ ${pct(TARGETS.precision)})`,
    );
    console.log(
      `  "Treffer + Prüfen" recall: ${pct(initial.recall)} (${fmt(initial.found)} of ${fmt(initial.debtors)} debtors with a case; target ≥ ${pct(TARGETS.recall)})`,
    );
    console.log(
      `  near-namesakes as "Treffer": ${fmt(initial.namesakeHits)} of ${fmt(initial.namesakes)}; debtors without a case as "Treffer": ${fmt(initial.caselessHits)}`,
    );
    console.log(`  missed by kind: ${[...initial.missedByKind].map(([k, n]) => `${k} ${n}`).join(', ') || 'none'}`);
    console.log(
      `New notices: ${fmt(newCases.length)} in ${noticeSeconds.toFixed(2)} s (target ≤ ${TARGETS.noticeSeconds} s; ${noticeCpu.toFixed(2)} s CPU)`,
    );
    console.log(
      `  alerts (rows with the new case as "Treffer"): ${fmt(noticeFigures.alerts)}; precision ${pct(noticeFigures.precision)}; recall (Treffer + Prüfen) ${pct(noticeFigures.recall)} of ${fmt(noticeFigures.debtorNotices)} notices of portfolio debtors`,
    );
    console.log(`Live JS heap at its peak: ${formatBytes(memory.heapPeak())} (of which garbage not yet collected)`);
    console.log(
      `  per phase (RSS growth / JS heap / external memory at their peaks, CPU): ${[...memory.phases()]
        .map(
          ([name, p]) =>
            `${name} ${formatBytes(p.rss - memory.base)} / ${formatBytes(p.heap)} / ${formatBytes(p.external)}, ${p.cpu.toFixed(1)} s`,
        )
        .join('; ')}`,
    );
    console.log(
      `  collections per phase (scavenges / mark-compacts): ${[...memory.collections()]
        .map(([name, c]) => `${name} ${fmt(c.minor)} / ${fmt(c.major)}`)
        .join('; ')}`,
    );
    console.log(
      `RSS growth: ${formatBytes(initialPeak - memory.base)} during the initial match, ${formatBytes(memory.peak() - memory.base)} overall (target ≤ ${formatBytes(TARGETS.rssBytes)})`,
    );
    if (process.env.PORTFOLIO_BENCH_RESULT) {
      writeFileSync(
        process.env.PORTFOLIO_BENCH_RESULT,
        JSON.stringify({
          initialSeconds,
          initialCpu,
          noticeSeconds,
          precision: initial.precision,
          recall: initial.recall,
          rss: memory.peak() - memory.base,
          heap: memory.heapPeak(),
        }),
      );
    }
    const ok =
      initialSeconds <= TARGETS.initialSeconds &&
      noticeSeconds <= TARGETS.noticeSeconds &&
      memory.peak() - memory.base <= TARGETS.rssBytes &&
      initial.precision >= TARGETS.precision &&
      initial.recall >= TARGETS.recall;
    console.log(ok ? '\nAll targets met.' : '\nSome targets missed.');
  } finally {
    casesDb.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The worst of several runs of the matching, against the targets. */
function printWorst(figures) {
  const max = (field) => Math.max(...figures.map((f) => f[field]));
  const min = (field) => Math.min(...figures.map((f) => f[field]));
  const all = (field, show) => figures.map((f) => show(f[field])).join(' / ');
  console.log(`\nWorst of ${figures.length} runs of the matching (each run: ${all('rss', formatBytes)} RSS growth):`);
  console.log(
    `  upload + initial match ${max('initialSeconds').toFixed(1)} s (${max('initialCpu').toFixed(1)} s CPU), new notices ${max('noticeSeconds').toFixed(2)} s, precision ${pct(min('precision'))}, recall ${pct(min('recall'))}, RSS growth ${formatBytes(max('rss'))} (target ≤ ${formatBytes(TARGETS.rssBytes)}), JS heap peak ${formatBytes(max('heap'))}`,
  );
}

/** (5) The upload job's memory: the same rows as a CSV, uploaded, then uploaded again with changes. */
async function uploadBench(rows) {
  const dir = mkdtempSync(join(tmpdir(), 'insolvenz-bench-upload-'));
  try {
    const { steps, diff, fileBytes, peakGrowth } = await measureUploadMemory(rows, dir);
    console.log(
      `\nUpload job (${fmt(rows.length)} rows, CSV ${formatBytes(fileBytes[0])}; re-upload ${formatBytes(fileBytes[1])}: ${fmt(diff.added)} added, ${fmt(diff.changed)} changed, ${fmt(diff.removed)} removed, ${fmt(diff.unchanged)} unchanged)`,
    );
    for (const s of steps) {
      console.log(
        `  ${s.label}: ${s.seconds.toFixed(1)} s, RSS growth ${formatBytes(s.growth)}, API thread's JS heap +${formatBytes(s.heapGrowth)} at its peak`,
      );
    }
    console.log(`Upload job RSS growth: ${formatBytes(peakGrowth)} at its peak (process incl. the worker thread)`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** CPU seconds (user + system) of this process since `start`: on a shared machine, what the work itself cost. */
const cpuSeconds = (start) => {
  const { user, system } = process.cpuUsage(start);
  return (user + system) / 1e6;
};

const pct = (x) => `${(x * 100).toFixed(2)} %`;

/** Samples RSS and JS heap every 50 ms, overall and per phase of the run (`phaseOf`). */
function rssSampler(phaseOf) {
  global.gc?.();
  const base = process.memoryUsage.rss();
  let peak = base;
  let heap = 0;
  const phases = new Map();
  let lastCpu = process.cpuUsage().user + process.cpuUsage().system;
  const sample = () => {
    const now = process.memoryUsage();
    peak = Math.max(peak, now.rss);
    heap = Math.max(heap, now.heapUsed);
    const name = phaseOf();
    // CPU seconds per phase (this process, all threads), charged at the phase's samples.
    const cpuNow = process.cpuUsage();
    const spent = (cpuNow.user + cpuNow.system - lastCpu) / 1e6;
    lastCpu = cpuNow.user + cpuNow.system;
    const at = phases.get(name) ?? { rss: 0, heap: 0, external: 0, cpu: 0 };
    phases.set(name, {
      cpu: at.cpu + spent,
      rss: Math.max(at.rss, now.rss),
      heap: Math.max(at.heap, now.heapUsed),
      external: Math.max(at.external, now.external),
    });
  };
  const timer = setInterval(sample, 50);
  // Collections per phase: a run whose garbage dies young needs few full (mark-compact) collections, and its
  // peak then depends little on when the collector gets the CPU (the machine is shared).
  const collections = new Map();
  const gcs = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const name = phaseOf();
      const at = collections.get(name) ?? { minor: 0, major: 0 };
      if (entry.detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR) at.major++;
      else if (entry.detail?.kind === constants.NODE_PERFORMANCE_GC_MINOR) at.minor++;
      collections.set(name, at);
    }
  });
  gcs.observe({ entryTypes: ['gc'] });
  return {
    base,
    collections: () => collections,
    peak: () => (sample(), peak),
    heapPeak: () => heap,
    phases: () => phases,
    stop: () => {
      clearInterval(timer);
      gcs.disconnect();
    },
  };
}

/** Same firm: the same register entry with its court, or the same name, legal form and postal code. */
function sameFirm(a, b) {
  const ia = caseIdentity(a);
  const ib = caseIdentity(b);
  const ra = registerKey(ia.register);
  if (ra && ra === registerKey(ib.register)) return true;
  return (
    ia.nameKey !== '' &&
    ia.nameKey === ib.nameKey &&
    ia.legalForm === ib.legalForm &&
    !!ia.postalCode &&
    ia.postalCode === ib.postalCode
  );
}

async function judgeInitial(store, rows) {
  const figures = {
    trefferRows: 0,
    wrongRows: 0,
    debtors: 0,
    found: 0,
    namesakes: 0,
    namesakeHits: 0,
    caselessHits: 0,
    missedByKind: new Map(),
  };
  for (let from = 0; from < rows.length; from += 2000) {
    const chunk = rows.slice(from, from + 2000);
    const ids = chunk.map((r) => `k:${r.row.customerNumber}`);
    const stored = new Map((await store.storedResults(PORTFOLIO, ids)).map((s) => [s.rowId, s]));
    for (const r of chunk) {
      const s = stored.get(`k:${r.row.customerNumber}`);
      if (!s) continue;
      const cases = new Map(s.cases.map((c) => [c.caseId, c]));
      if (s.state === 'Treffer') {
        figures.trefferRows++;
        const wrong = s.hits.some((h) => !cases.has(h.caseId) || !sameFirm(cases.get(h.caseId), r.truth));
        if (wrong) figures.wrongRows++;
        if (!r.source && r.truth.caseId <= -1_000_000) figures.namesakeHits++;
        else if (!r.source) figures.caselessHits++;
      }
      if (!r.source && r.truth.caseId <= -1_000_000) figures.namesakes++;
      if (r.source) {
        figures.debtors++;
        const offered = [...s.hits, ...s.candidates].some((m) => m.caseId === r.source.caseId);
        if (offered) figures.found++;
        else {
          const kind = kindOf(r);
          figures.missedByKind.set(kind, (figures.missedByKind.get(kind) ?? 0) + 1);
        }
      }
    }
  }
  return {
    ...figures,
    precision: figures.trefferRows ? 1 - figures.wrongRows / figures.trefferRows : 1,
    recall: figures.debtors ? figures.found / figures.debtors : 1,
  };
}

/** What the generator did to a debtor row (read back from the row against its case), for the misses. */
function kindOf(r) {
  const { row, source } = r;
  if (row.name === source.companyName) return row.postalCode === source.postalCode ? 'wie im Fall' : 'PLZ/Ort anders';
  if (row.name === row.name.toUpperCase()) return 'ERP-Schreibweise';
  if (/Co\. KG$|Gesellschaft|G\.m\.b\.H\.|Aktiengesellschaft/.test(row.name)) return 'Rechtsform anders';
  return 'Tippfehler/umfirmiert';
}

/** A quarter new proceedings of portfolio debtors, a quarter their near-namesakes, half other firms. */
function newNotices(rnd, rows, count) {
  const notices = [];
  for (let i = 0; i < count; i++) {
    const caseId = NOTICE_ID_BASE + i;
    const roll = rnd.next();
    const r = rows[rnd.int(rows.length)];
    if (roll < 0.25) {
      notices.push({
        c: { ...r.truth, caseId, caseNumber: `99 IN ${i}/26`, publicationDate: '2026-11-28' },
        debtor: r,
      });
    } else if (roll < 0.5) {
      notices.push({ c: nearNamesake(rnd, r.truth, caseId), debtor: null });
    } else {
      notices.push({ c: inventedCompany(rnd, caseId), debtor: null });
    }
  }
  return notices;
}

async function judgeNotices(store, rows, newCases, hitsOf) {
  const byRowId = new Map(rows.map((r) => [`k:${r.row.customerNumber}`, r]));
  let alerts = 0;
  let wrong = 0;
  let debtorNotices = 0;
  let found = 0;
  for (const [i, { c, debtor }] of newCases.entries()) {
    // The mails' alerts are the hits ("Treffer"); candidates ("Prüfen") go to webhooks and the review queue.
    for (const hit of hitsOf[i].filter((h) => h.state === 'Treffer')) {
      alerts++;
      if (!sameFirm(c, byRowId.get(hit.rowId).truth)) wrong++;
    }
    if (!debtor) continue;
    debtorNotices++;
    const [s] = await store.storedResults(PORTFOLIO, [`k:${debtor.row.customerNumber}`]);
    if (s && [...s.hits, ...s.candidates].some((m) => m.caseId === c.caseId)) found++;
  }
  return {
    alerts,
    precision: alerts ? 1 - wrong / alerts : 1,
    debtorNotices,
    recall: debtorNotices ? found / debtorNotices : 1,
  };
}
