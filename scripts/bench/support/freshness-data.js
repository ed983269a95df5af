// Names and figures for the freshness benchmark: the watched names (the released notices' debtors and, as the rest
// of 10,000 subscriptions, company names the replica's generator publishes on other days), the watchlist CSV, and
// percentiles.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from '../../lib.js';

const { generateDay } = await import(
  pathToFileURL(join(root, 'e2e/dist/portal-replica/generator/generate-day.js')).href
);

/** The last working day up to today in Berlin: the replica publishes its notices (weekends are nearly empty). */
export function lastWorkingDay(now = new Date()) {
  let day = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(now);
  while ([0, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay())) {
    day = new Date(Date.parse(`${day}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  }
  return day;
}

/** The released notices with their debtors' names (the generator's notices of `day`, looked up by id). */
export function releasedNotices(releases, day, seed, volume) {
  const byId = new Map(generateDay(day, { seed, volume }).map((n) => [n.id, n]));
  return releases.map((r) => {
    const notice = byId.get(r.id);
    if (!notice) throw new Error(`released notice ${r.id} is not among the generator's notices of ${day}`);
    // Watched as the portal lists the debtor (persons "Nachname, Vorname", without an academic title): a
    // subscription "Dr. Emily Werner" finds no case, since the case's name is the listing's "Werner, Emily" and
    // the matcher wants every word of the watched name (see the README's freshness benchmark).
    return { ...r, debtorName: notice.listingName, key: caseKey(r.court, r.caseNumber) };
  });
}

/** Court and Aktenzeichen as one key; the court without the seat the listing adds ("Amtsgericht X (Y)"). */
export function caseKey(court, caseNumber) {
  return `${String(court).replace(/ \(.*\)$/, '')}|${caseNumber}`;
}

/** `count` distinct company names the generator publishes on the days before `day` (seed 7), none of `exclude`. */
export function otherCompanyNames(count, day, exclude) {
  const names = new Set();
  const skip = new Set(exclude);
  let date = Date.parse(`${day}T12:00:00Z`);
  for (let walked = 0; names.size < count; walked++) {
    if (walked > 2000) throw new Error(`the generator published fewer than ${count} company names`);
    date -= 86_400_000;
    for (const notice of generateDay(new Date(date).toISOString().slice(0, 10), { seed: 7, volume: 4000 })) {
      if (notice.debtorKind === 'company' && !skip.has(notice.debtorName)) names.add(notice.debtorName);
      if (names.size >= count) break;
    }
  }
  return [...names];
}

/** A watchlist CSV (one column "Firma"), every cell quoted. */
export function watchlistCsv(names) {
  return ['Firma', ...names.map((name) => `"${name.replaceAll('"', '""')}"`)].join('\r\n') + '\r\n';
}

export function percentile(sorted, p) {
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** p50, p95 and max of a list of milliseconds, and how many. */
export function summary(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return { n: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1) ?? NaN };
}

/** Seconds with one decimal, or "–". */
export function seconds(ms) {
  return Number.isFinite(ms) ? `${(ms / 1000).toFixed(1)} s` : '–';
}
