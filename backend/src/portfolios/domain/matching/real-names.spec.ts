import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { PortfolioRow } from '../portfolio-row.js';
import { blockingKeys, caseIdentity, matchRow, rowIdentity, type CandidateCase } from './index.js';

/*
 * The ladder against the real company names of the shared notice corpus (read at test time, never copied; the
 * folder lies beside the clone or where REAL_NOTICES_DIR says, as for the parser's real-notice specs). Each
 * debtor of the portal listing becomes a case; each one again becomes a customer-list row as an ERP would
 * export it (umlauts spelled out, "GmbH u. Co. KG", half of them without the register entry), and every row
 * is matched against the candidates its blocking keys find among all 300 cases.
 */
const DIR = process.env.REAL_NOTICES_DIR
  ? `${process.env.REAL_NOTICES_DIR.replace(/\/+$/, '')}/`
  : fileURLToPath(new URL('../../../../../../shared/fixtures/real-notices/', import.meta.url));

interface Listing {
  readonly caseNumber: string;
  readonly debtorName: string;
  readonly seat: string;
  readonly register?: string | null;
  readonly registerCourt?: string | null;
  readonly publicationDate: string;
}

function corpus(): Listing[] | null {
  const path = `${DIR}corpus.json`;
  if (!existsSync(path)) {
    if (process.env.CI) throw new Error(`real-notice fixtures not found at ${DIR} (REAL_NOTICES_DIR)`);
    console.warn(`real-notice fixtures not found at ${DIR}; not tested`);
    return null;
  }
  return (JSON.parse(readFileSync(path, 'utf8')) as { listing: Listing }[]).map((n) => n.listing);
}

/** As an ERP exports a name: capitals kept, umlauts spelled out, "&" written "u.". */
const asExported = (name: string) =>
  name
    .replace(/Ä/g, 'AE')
    .replace(/Ö/g, 'OE')
    .replace(/Ü/g, 'UE')
    .replace(/ß/g, 'SS')
    .replace(/ & CO\. KG$/, ' U. CO. KG');

const listings = corpus();
const describeWithFixtures = listings ? describe : describe.skip;

describeWithFixtures('matching the real company names of the notice corpus', () => {
  const all = listings ?? [];
  const cases: CandidateCase[] = all.map((l, i) => {
    const [, type, number] = /^(\S+)\s+(\S+)/.exec(l.register ?? '') ?? [];
    return {
      caseId: i + 1,
      companyName: l.debtorName,
      legalForm: null,
      postalCode: null,
      city: l.seat,
      registerCourt: l.registerCourt ?? null,
      registerType: type ?? null,
      registerNumber: number ?? null,
      court: 'Amtsgericht',
      caseNumber: l.caseNumber,
      publicationDate: l.publicationDate,
    };
  });
  const index = new Map<string, number[]>();
  for (const c of cases)
    for (const key of blockingKeys(caseIdentity(c))) index.set(key, [...(index.get(key) ?? []), c.caseId]);

  it('finds every debtor as "Treffer" with its own cases and never with another debtor', () => {
    const debtors = [...new Map(all.map((l) => [`${l.debtorName}|${l.seat}`, l])).values()];
    let hits = 0;
    let wrong = 0;
    let found = 0;
    const missed: string[] = [];
    debtors.forEach((l, i) => {
      const row: PortfolioRow = {
        customerNumber: String(i),
        name: asExported(l.debtorName),
        legalForm: null,
        street: null,
        postalCode: null,
        city: l.seat,
        registerCourt: i % 2 === 0 ? (l.registerCourt ?? null) : null,
        registerType: null,
        registerNumber: i % 2 === 0 ? (l.register ?? null) : null,
        vatId: null,
      };
      const id = rowIdentity(row);
      const candidateIds = new Set(blockingKeys(id).flatMap((key) => index.get(key) ?? []));
      const result = matchRow(
        id,
        cases.filter((c) => candidateIds.has(c.caseId)),
      );
      const own = cases.filter(
        (c) => all[c.caseId - 1].debtorName === l.debtorName && all[c.caseId - 1].seat === l.seat,
      );
      if (result.state !== 'Treffer') {
        missed.push(`${l.debtorName}: ${result.state}`);
        return;
      }
      hits += result.hits.length;
      wrong += result.hits.filter((h) => !own.some((c) => c.caseId === h.caseId)).length;
      found += own.filter((c) => result.hits.some((h) => h.caseId === c.caseId)).length;
    });
    expect(wrong).toBe(0);
    expect(missed).toEqual([]);
    expect(found).toBe(hits);
    expect(hits).toBeGreaterThan(250);
  });

  it('offers every debtor with a typo in its longest word for review at least, and never as a hit of another', () => {
    const debtors = [...new Map(all.map((l) => [`${l.debtorName}|${l.seat}`, l])).values()];
    const states = { Treffer: 0, Prüfen: 0, 'Kein Treffer': 0 };
    let wrong = 0;
    let ownOffered = 0;
    debtors.forEach((l, i) => {
      const words = l.debtorName.split(' ');
      const longest = words.reduce((best, w, j) => (w.length > words[best].length ? j : best), 0);
      const word = words[longest];
      // The letter in the middle of the longest word left out, as typing it quickly does.
      words[longest] = word.slice(0, word.length >> 1) + word.slice((word.length >> 1) + 1);
      const row: PortfolioRow = {
        customerNumber: String(i),
        name: words.join(' '),
        legalForm: null,
        street: null,
        postalCode: null,
        city: l.seat,
        registerCourt: null,
        registerType: null,
        registerNumber: null,
        vatId: null,
      };
      const id = rowIdentity(row);
      const candidateIds = new Set(blockingKeys(id).flatMap((key) => index.get(key) ?? []));
      const result = matchRow(
        id,
        cases.filter((c) => candidateIds.has(c.caseId)),
      );
      states[result.state]++;
      const own = (caseId: number) => all[caseId - 1].debtorName === l.debtorName && all[caseId - 1].seat === l.seat;
      if (result.state === 'Treffer') wrong += result.hits.filter((h) => !own(h.caseId)).length;
      const offered =
        result.state === 'Kein Treffer'
          ? []
          : [...(result.state === 'Treffer' ? result.hits : []), ...result.candidates];
      if (offered.some((c) => own(c.caseId))) ownOffered++;
    });
    expect(wrong).toBe(0);
    // One typo in a name of three or four letters ("GREG" → "GRG") leaves too little to compare: a few misses.
    expect(ownOffered / debtors.length).toBeGreaterThan(0.97);
    expect(states.Treffer + states.Prüfen).toBe(ownOffered);
  });
});
