// `npm run bench -- alerts [--subscriptions N] [--cases N]`: the alert matcher (compiled) on a temporary
// read-model database: N active subscriptions (default 100,000) indexed by the subscriptions projection, then
// M new case notices (default 6,000) matched and recorded one by one, as the new-case feed delivers them.
// Prints the matching time, matches, and the matcher's memory (heap and RSS growth, database size).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, inTransaction } from '@insolvenz/backend/platform/sqlite/open-database.js';
import { SeedCaseIds } from '@insolvenz/backend/cases/test/case-ids.js';
import { noticeMatches } from '@insolvenz/backend/alerts/matcher/notice-matches.js';
import { SqliteAlertMatchStore } from '@insolvenz/backend/alerts/read-model/sqlite/sqlite-alert-match-store.js';
import { SqliteSubscriptionQueries } from '@insolvenz/backend/alerts/read-model/sqlite/sqlite-subscription-queries.js';
import { subscriptionCriteria, caseRef } from '@insolvenz/backend/alerts/matching/case-terms.js';
import { foldedTokens } from '@insolvenz/backend/platform/text/german-search.js';
import { subscriptionsProjection } from '@insolvenz/projections/read-models/subscriptions/subscriptions.projection.js';
import { savedSearchesProjection } from '@insolvenz/projections/read-models/saved-searches/saved-searches.projection.js';
import { SqliteProjectionStore } from '@insolvenz/projections/store/sqlite/sqlite-projection-store.js';
import { fmt, formatBytes, machineLine, progressReporter } from './support/report.js';

const TARGET_SECONDS = 5;
/** Events per batch of the new-case feed (NewCaseFeed reads the event store 500 at a time). */
const FEED_BATCH = 500;
const PREFIXES = [
  'Nord',
  'Süd',
  'West',
  'Ost',
  'Alt',
  'Neu',
  'Berg',
  'Tal',
  'Rhein',
  'Elb',
  'Main',
  'Donau',
  'Wald',
  'Feld',
  'Stein',
  'Sonnen',
  'Mond',
  'Stern',
  'Licht',
  'Blau',
  'Grün',
  'Rot',
  'Gold',
  'Silber',
  'Eichen',
  'Linden',
  'Birken',
  'Tannen',
  'Rosen',
  'Lilien',
  'Adler',
  'Falken',
  'Löwen',
  'Bären',
  'Wolf',
  'Fuchs',
];
const STEMS = [
  'bau',
  'haus',
  'werk',
  'hof',
  'markt',
  'land',
  'technik',
  'logistik',
  'handel',
  'service',
  'consult',
  'immobilien',
  'energie',
  'medien',
  'textil',
  'metall',
  'holz',
  'glas',
  'druck',
  'transport',
  'garten',
  'küchen',
  'möbel',
  'optik',
  'reisen',
];
const WORDS = [
  'Müller',
  'Schmidt',
  'Schneider',
  'Fischer',
  'Weber',
  'Meyer',
  'Wagner',
  'Becker',
  'Schulz',
  'Hoffmann',
  'Koch',
  'Richter',
  'Klein',
  'Wolf',
  'Schröder',
  'Neumann',
  'Braun',
  'Werner',
  'Schwarz',
  'Zimmermann',
];
const FORMS = ['GmbH', 'GmbH & Co. KG', 'AG', 'UG (haftungsbeschränkt)', 'e.K.', 'KG', 'OHG'];
const COURTS = [
  'Köln',
  'München',
  'Hamburg',
  'Berlin-Charlottenburg',
  'Frankfurt am Main',
  'Düsseldorf',
  'Essen',
  'Dresden',
];
const CITIES = [
  'Köln',
  'München',
  'Hamburg',
  'Berlin',
  'Frankfurt',
  'Düsseldorf',
  'Essen',
  'Dresden',
  'Leipzig',
  'Bonn',
];

function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const SYLLABLES = [
  'ka',
  'ro',
  'mi',
  'tel',
  'ber',
  'sa',
  'lo',
  'ven',
  'dra',
  'gu',
  'ni',
  'tor',
  'les',
  'ma',
  'fin',
  'ko',
  'ra',
  'wes',
  'hal',
  'dor',
  'ri',
  'pe',
  'ton',
  'li',
  'sen',
  'ba',
  'mo',
  'ker',
  'zi',
  'vo',
];

/** A distinctive name word (`Kamitel`), so that, as in reality, most names are rare and a few words are common. */
function nameWord(next) {
  const n = 2 + Math.floor(next() * 2);
  let word = '';
  for (let i = 0; i < n; i++) word += SYLLABLES[Math.floor(next() * SYLLABLES.length)];
  return word[0].toUpperCase() + word.slice(1);
}

function companyName(next) {
  const pick = (list) => list[Math.floor(next() * list.length)];
  const core = `${nameWord(next)} ${pick(PREFIXES)}${pick(STEMS)}`;
  const shape = next();
  if (shape < 0.4) return `${core} ${pick(FORMS)}`;
  if (shape < 0.75) return `${pick(WORDS)} ${core} ${pick(FORMS)}`;
  return `${core} ${pick(STEMS).replace(/^./, (c) => c.toUpperCase())} ${pick(CITIES)} ${pick(FORMS)}`;
}

export async function run(args) {
  const subscriptions = Number(option(args, '--subscriptions') ?? 100_000);
  const cases = Number(option(args, '--cases') ?? 6_000);
  const dir = mkdtempSync(join(tmpdir(), 'insolvenz-bench-alerts-'));
  const db = openDatabase(join(dir, 'read-models.sqlite'), { readHeavy: true });
  try {
    console.log('Alert matcher benchmark: term index in SQLite (node:sqlite), verification in JS');
    console.log(machineLine());
    console.log(`${fmt(subscriptions)} active subscriptions, ${fmt(cases)} new case notices\n`);
    console.log('subscriptions: 80 % company, 12 % company + keyword, 3 % Aktenzeichen, 4.8 % register number,');
    console.log('  0.2 % keywords only; every 20th case is a watched company\n');
    const next = random(42);
    const readModels = new SqliteProjectionStore(db);
    readModels.prepareNow(subscriptionsProjection);
    // No saved search has an alert here, but the matcher looks them up for every notice, as in the app.
    readModels.prepareNow(savedSearchesProjection);
    const queries = new SqliteSubscriptionQueries(db);
    const store = new SqliteAlertMatchStore(db);

    let started = performance.now();
    const progress = progressReporter('indexing subscriptions', subscriptions);
    inTransaction(db, () => {
      for (let i = 0; i < subscriptions; i++) {
        const kind = next();
        const fields = {
          email: `alerts-${i}@example.de`,
          companyName: kind < 0.92 ? companyName(next) : '',
          keywords:
            kind > 0.8 && kind < 0.92
              ? [CITIES[Math.floor(next() * CITIES.length)]]
              : kind >= 0.98
                ? ['Eröffnung', CITIES[i % CITIES.length]]
                : [],
          active: true,
          caseNumber:
            kind >= 0.92 && kind < 0.95 ? `${Math.floor(next() * 90) + 10} IN ${Math.floor(next() * 900)}/26` : null,
          court: kind >= 0.92 && kind < 0.95 ? `Amtsgericht ${COURTS[Math.floor(next() * COURTS.length)]}` : null,
          registerNumber: kind >= 0.95 && kind < 0.998 ? `HRB ${Math.floor(next() * 200_000)}` : null,
        };
        readModels.writeNow(subscriptionsProjection, [
          {
            type: 'SubscriptionCreated',
            data: {
              subscriptionId: randomUUID(),
              ownerId: `user-${i % 5000}`,
              ...fields,
              criteria: subscriptionCriteria(fields),
              source: 'form',
              createdAt: new Date().toISOString(),
            },
            position: BigInt(i + 1),
          },
        ]);
        progress(i + 1);
      }
    });
    console.log(
      `indexed ${fmt(subscriptions)} subscriptions in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    const watched = db.prepare("SELECT company_name FROM rm_subscriptions WHERE company_name != '' LIMIT 20000").all();
    // Case ids as an import reserves them (hashes of the case keys), not 1, 2, 3, …
    const caseIds = new SeedCaseIds();
    const messages = Array.from({ length: cases }, (_, i) => {
      // Every 20th new case is a watched company (the rest are companies nobody watches).
      const name = i % 20 === 0 ? watched[Math.floor(next() * watched.length)].company_name : companyName(next);
      const court = COURTS[Math.floor(next() * COURTS.length)];
      const city = CITIES[Math.floor(next() * CITIES.length)];
      return {
        kind: 'case-notice',
        eventId: randomUUID(),
        position: String(subscriptions + 1 + i),
        caseId: caseIds.idFor(`bench~${i}`),
        caseKey: `bench~${i}`,
        publicationType: 'eroeffnung',
        publicationDate: '2026-11-20',
        nameTokens: [...new Set(foldedTokens(name))],
        contextTokens: [
          ...new Set(foldedTokens(`${city} 50667 Amtsgericht ${court} Eröffnung des Insolvenzverfahrens`)),
        ],
        caseRef: caseRef(`Amtsgericht ${court}`, `${Math.floor(next() * 90) + 10} IN ${Math.floor(next() * 900)}/26`),
        registerRef: next() < 0.5 ? `hrb ${Math.floor(next() * 200_000)}` : null,
      };
    });

    global.gc?.();
    const heapBefore = process.memoryUsage().heapUsed;
    const rssBefore = process.memoryUsage().rss;
    const matchProgress = progressReporter('matching cases', cases);
    let matches = 0;
    let peakRss = rssBefore;
    started = performance.now();
    // As the matcher does (AlertMatcher.handleBatch) through its ports: the feed delivers batches of up to 500
    // events; each is matched against the subscriptions read model, and the batch is recorded in one store
    // write (one transaction, each message its own savepoint).
    for (let start = 0; start < messages.length; start += FEED_BATCH) {
      const writes = [];
      for (const message of messages.slice(start, start + FEED_BATCH)) {
        if ((await store.processed([message.eventId])).size > 0) continue;
        const write = await noticeMatches(queries, message);
        matches += write.subscriptionIds.length;
        writes.push(write);
      }
      const failed = await store.recordAll(writes, '2026-11-21T07:00:00.000Z');
      if (failed.length > 0) throw new Error(`${failed.length} notices not recorded`);
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
      matchProgress(Math.min(start + FEED_BATCH, messages.length));
    }
    const seconds = (performance.now() - started) / 1000;
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
    const heapAfter = process.memoryUsage().heapUsed;
    const size =
      statSync(join(dir, 'read-models.sqlite')).size +
      (statSync(join(dir, 'read-models.sqlite-wal'), { throwIfNoEntry: false })?.size ?? 0);

    console.log(
      `\nmatched ${fmt(cases)} cases against ${fmt(subscriptions)} subscriptions in ${seconds.toFixed(2)} s (target ≤ ${TARGET_SECONDS} s: ${seconds <= TARGET_SECONDS ? 'met' : 'MISSED'})`,
    );
    console.log(
      `  ${fmt(Math.round(cases / seconds))} cases/s, ${((seconds * 1000) / cases).toFixed(2)} ms per case (lookup, verification, recording; one transaction per feed batch)`,
    );
    console.log(`  ${fmt(matches)} matches recorded (${(matches / cases).toFixed(1)} per case)`);
    console.log(
      `memory: heap ${formatBytes(Math.max(0, heapAfter - heapBefore))} growth while matching (heap now ${formatBytes(heapAfter)}), RSS ${formatBytes(rssBefore)} → peak ${formatBytes(peakRss)}`,
    );
    console.log(`  the index itself lives in SQLite (${formatBytes(size)} read-model file incl. WAL), not in the heap`);
  } finally {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

function option(args, name) {
  const i = args.indexOf(name);
  return i === -1 ? undefined : args[i + 1];
}
