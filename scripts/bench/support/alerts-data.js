// The alerts benchmark's data: 100,000 subscriptions as users write them and new case notices as the new-case
// feed relays them (real case-id scheme, names shaped like real debtors'), from a fixed seed.
import { randomUUID } from 'node:crypto';
import { inTransaction } from '@insolvenz/backend/platform/sqlite/open-database.js';
import { SeedCaseIds } from '@insolvenz/backend/cases/test/case-ids.js';
import { subscriptionCriteria, caseRef } from '@insolvenz/backend/alerts/matching/case-terms.js';
import { foldedTokens } from '@insolvenz/backend/platform/text/german-search.js';
import { subscriptionsProjection } from '@insolvenz/projections/read-models/subscriptions/subscriptions.projection.js';
import { savedSearchesProjection } from '@insolvenz/projections/read-models/saved-searches/saved-searches.projection.js';
import { SqliteProjectionStore } from '@insolvenz/projections/store/sqlite/sqlite-projection-store.js';
import { progressReporter } from './report.js';

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

/** The seeded random source of the benchmark data: the same subscriptions and cases on every run. */
export function benchRandom() {
  return random(42);
}

/**
 * Indexes `subscriptions` active subscriptions through the subscriptions projection (one transaction); answers
 * their events when `keepEvents` (the distributed run indexes the same ones in MongoDB), else an empty list.
 */
export function seedSubscriptions(db, subscriptions, next, { keepEvents = true } = {}) {
  const events = [];
  const readModels = new SqliteProjectionStore(db);
  readModels.prepareNow(subscriptionsProjection);
  // No saved search has an alert here, but the matcher looks them up for every notice, as in the app.
  readModels.prepareNow(savedSearchesProjection);
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
      const event = {
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
      };
      readModels.writeNow(subscriptionsProjection, [event]);
      if (keepEvents) events.push(event);
      progress(i + 1);
    }
  });
  return events;
}

/**
 * `cases` new-case messages as the feed publishes them (recorded after the `subscriptions` subscription events);
 * every 20th is a watched company, the rest are companies nobody watches.
 */
export function newCaseMessages(db, cases, subscriptions, next) {
  const watched = db.prepare("SELECT company_name FROM rm_subscriptions WHERE company_name != '' LIMIT 20000").all();
  // Case ids as an import reserves them (hashes of the case keys), not 1, 2, 3, …
  const caseIds = new SeedCaseIds();
  return Array.from({ length: cases }, (_, i) => {
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
      contextTokens: [...new Set(foldedTokens(`${city} 50667 Amtsgericht ${court} Eröffnung des Insolvenzverfahrens`))],
      caseRef: caseRef(`Amtsgericht ${court}`, `${Math.floor(next() * 90) + 10} IN ${Math.floor(next() * 900)}/26`),
      registerRef: next() < 0.5 ? `hrb ${Math.floor(next() * 200_000)}` : null,
    };
  });
}
