// `npm run bench -- files [--debtors 3000] [--seed 7]` (or `--replica`, see support/replica-files.js): the debtor-file links (issue #32) against ground truth.
// A seeded synthetic population of company debtors, some of whom are renamed (new name, same register entry, the
// notice saying "vormals …"), move their seat (a proceeding at another court, same register entry), or whose
// proceeding a court refers to another court (the notice at court B naming court A's Aktenzeichen, no register
// entry), plus near-namesakes (the same name in another city without a register entry; a longer name at the same
// address). The debtor-files projection links them; the bench prints the share of cases linked into
// multi-proceeding files and the link precision and recall over pairs of cases (targets ≥ 99 % / ≥ 90 %).
// With `--replica` (replica-files.js) the same measurement on the portal replica's renames, seat moves, referrals
// and near-namesakes, imported through the real app, against the replica's ground truth.
import { DatabaseSync } from 'node:sqlite';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const load = (path) => import(pathToFileURL(join(root, path)).href);

const COURTS = [
  ['Amtsgericht Köln', 'Köln', '50667'],
  ['Amtsgericht Bonn', 'Bonn', '53111'],
  ['Amtsgericht München', 'München', '80331'],
  ['Amtsgericht Hamburg', 'Hamburg', '20095'],
  ['Amtsgericht Essen', 'Essen', '45127'],
  ['Amtsgericht Frankfurt am Main', 'Frankfurt am Main', '60311'],
  ['Amtsgericht Stuttgart', 'Stuttgart', '70173'],
  ['Amtsgericht Dresden', 'Dresden', '01067'],
];
const FIRST = ['Müller', 'Schmidt', 'Rhein', 'Nord', 'Alpha', 'Weber', 'Fischer', 'Becker', 'Hansa', 'Isar', 'Elbe'];
const SECOND = ['Bau', 'Logistik', 'Handel', 'Technik', 'Service', 'Holz', 'Metall', 'Transporte', 'Gastro', 'Druck'];
const STREETS = ['Hauptstraße', 'Bahnhofstraße', 'Gartenweg', 'Lindenallee', 'Industriestraße'];

function rng(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: (list) => list[Math.floor(next() * list.length)], chance: (p) => next() < p };
}

export async function run(args) {
  if (args.includes('--replica')) {
    const { runReplica } = await import('./support/replica-files.js');
    return runReplica(args);
  }
  const option = (name, fallback) => {
    const at = args.indexOf(`--${name}`);
    return at >= 0 ? Number(args[at + 1]) : fallback;
  };
  const debtors = option('debtors', 3000);
  const r = rng(option('seed', 7));
  const { SqliteProjectionStore } = await load('projections/dist/store/sqlite/sqlite-projection-store.js');
  const { debtorFilesProjection } = await load('projections/dist/read-models/debtor-files/debtor-files.projection.js');

  const cases = []; // { caseId, debtor, notice }
  const numbers = new Map();
  const caseNumber = (court) => {
    const n = (numbers.get(court) ?? 0) + 1;
    numbers.set(court, n);
    return `${10 + (n % 80)} IN ${n}/26`;
  };
  const add = (debtor, fields) => {
    const [court, city, postalCode] = fields.court;
    const number = caseNumber(court);
    cases.push({
      caseId: cases.length + 1,
      debtor,
      notice: {
        fingerprint: `f${cases.length}`,
        listingFingerprint: `l${cases.length}`,
        publicationDate: '2026-11-20',
        publicationType: 'eroeffnung',
        decisionDate: null,
        court,
        caseNumber: number,
        state: null,
        debtorName: fields.name,
        debtorKind: 'company',
        legalForm: 'GmbH',
        street: fields.street,
        postalCode,
        city,
        register: fields.register,
        administrator: null,
        claimsDeadline: null,
        text: `${number}: Über das Vermögen der ${fields.name}${fields.text ?? ''} wird das Insolvenzverfahren eröffnet.`,
      },
    });
    return cases[cases.length - 1];
  };
  const kinds = { plain: 0, rename: 0, seatMove: 0, referral: 0, namesake: 0, longerName: 0 };
  for (let d = 0; d < debtors; d++) {
    const home = r.pick(COURTS);
    const name = `${r.pick(FIRST)} ${r.pick(SECOND)} ${d} GmbH`;
    const street = `${r.pick(STREETS)} ${1 + Math.floor(r.next() * 90)}`;
    const withRegister = r.chance(0.7);
    const register = withRegister ? { court: home[0], type: 'HRB', number: String(1000 + d) } : null;
    const first = add(d, { court: home, name, street, register });
    const roll = r.next();
    if (roll < 0.1) {
      kinds.rename++;
      // Renamed: the new notice says "vormals"; the register entry stays (when the list carries it).
      const renamed = `${r.pick(FIRST)} ${r.pick(SECOND)} Neu ${d} GmbH`;
      add(d, {
        court: home,
        name: renamed,
        street,
        register: withRegister && r.chance(0.8) ? register : null,
        text: ` (vormals ${name}, ${home[1]})`,
      });
    } else if (roll < 0.18) {
      kinds.seatMove++;
      const to = r.pick(COURTS.filter((c) => c !== home));
      // A moved seat: the same register entry, or only the referral of the old court.
      add(d, {
        court: to,
        name,
        street: `${r.pick(STREETS)} 5`,
        register,
        text: register
          ? ''
          : `. Das Verfahren wurde vom ${home[0]} (${first.notice.caseNumber}) an das ${to[0]} verwiesen`,
      });
    } else if (roll < 0.24) {
      kinds.referral++;
      const to = r.pick(COURTS.filter((c) => c !== home));
      add(d, {
        court: to,
        name,
        street,
        register: null,
        text: `. Das Verfahren ist durch Beschluss des ${home[0].replace('Amtsgericht', 'Amtsgerichts')} (${first.notice.caseNumber}) an das ${to[0]} abgegeben worden`,
      });
    } else if (roll < 0.3) {
      kinds.namesake++;
      // Another firm of the same name elsewhere, without a register entry: must stay apart.
      const elsewhere = r.pick(COURTS.filter((c) => c !== home));
      add(`namesake-${d}`, { court: elsewhere, name, street: `${r.pick(STREETS)} 77`, register: null });
    } else if (roll < 0.34) {
      kinds.longerName++;
      // A firm with a longer name at the same address: another firm.
      add(`longer-${d}`, { court: home, name: name.replace(' GmbH', 'unternehmung GmbH'), street, register: null });
    } else kinds.plain++;
  }

  const db = new DatabaseSync(':memory:');
  const store = new SqliteProjectionStore(db);
  store.prepareNow(debtorFilesProjection);
  const events = cases.map((c, i) => ({
    type: 'CaseImported',
    data: { caseId: c.caseId, caseKey: `k${c.caseId}`, notice: c.notice },
    streamName: `case-${c.caseId}`,
    revision: 0n,
    position: BigInt(i + 1),
    recordedAt: new Date('2026-11-21T09:00:00Z'),
    metadata: {
      eventId: `e${i}`,
      correlationId: 'bench',
      causationId: null,
      actorId: 'bench',
      occurredAt: '2026-11-21T09:00:00.000Z',
      schemaVersion: 1,
    },
  }));
  const started = performance.now();
  for (let i = 0; i < events.length; i += 500)
    store.applyNow(debtorFilesProjection, events.slice(i, i + 500), BigInt(i));
  const ms = performance.now() - started;

  const fileOf = new Map(
    db
      .prepare('SELECT case_id, file_id FROM rm_debtor_file_cases')
      .all()
      .map((row) => [row.case_id, row.file_id]),
  );
  const pairs = (groupOf) => {
    const groups = new Map();
    for (const c of cases) {
      const g = groupOf(c);
      if (g === null || g === undefined) continue;
      groups.set(g, [...(groups.get(g) ?? []), c.caseId]);
    }
    const set = new Set();
    for (const ids of groups.values()) for (const a of ids) for (const b of ids) if (a < b) set.add(`${a}-${b}`);
    return set;
  };
  const truth = pairs((c) => String(c.debtor));
  const found = pairs((c) => fileOf.get(c.caseId));
  const correct = [...found].filter((p) => truth.has(p)).length;
  const linked = cases.filter((c) => fileOf.get(c.caseId) !== null && fileOf.get(c.caseId) !== undefined).length;
  const pct = (n, d) => (d === 0 ? '–' : `${((100 * n) / d).toFixed(1)} %`);
  console.log(`Debtor files (issue #32), synthetic population of ${debtors} debtors, ${cases.length} cases`);
  console.log(
    `  kinds: ${Object.entries(kinds)
      .map(([k, n]) => `${k} ${n}`)
      .join(', ')}`,
  );
  console.log(
    `  projected in ${ms.toFixed(0)} ms (${((1000 * cases.length) / ms).toFixed(0)} cases/s, SQLite in memory)`,
  );
  console.log(`  cases in multi-proceeding files: ${linked} of ${cases.length} (${pct(linked, cases.length)})`);
  console.log(
    `  link precision: ${correct} of ${found.size} linked pairs correct (${pct(correct, found.size)}; target ≥ 99 %)`,
  );
  console.log(
    `  link recall:    ${correct} of ${truth.size} true pairs found (${pct(correct, truth.size)}; target ≥ 90 %)`,
  );
  db.close();
}
