// Precision and recall of the debtor-file links (issue #32) against the portal replica's ground truth
// (GET /__replica/debtor-files: renames, seat moves, referrals with the earlier proceeding of the same debtor, and
// near-namesakes that are other debtors). Cases are matched by court + Aktenzeichen (spaces ignored).

const caseKeyOf = (court, caseNumber) => `${court}|${caseNumber.replace(/\s+/g, '')}`;

/**
 * @param {{ kind: string, sameDebtor: boolean, case: {court: string, caseNumber: string}, related: {court: string, caseNumber: string} }[]} truth
 * @param {{ id: number, court: string, caseNumber: string, fileId: number | null }[]} cases every imported case
 * @param {{ caseId: number, otherId: number, rule: string, reason: string }[]} links the projection's direct links
 */
export function evaluateDebtorFiles(truth, cases, links) {
  const byKey = new Map(cases.map((c) => [caseKeyOf(c.court, c.caseNumber), c]));
  // One debtor per union of the true same-debtor records whose two proceedings were both imported.
  const parent = new Map();
  const find = (id) => {
    while (parent.has(id) && parent.get(id) !== id) id = parent.get(id);
    return id;
  };
  const union = (a, b) => {
    const [ra, rb] = [find(a), find(b)];
    if (ra !== rb) parent.set(ra, rb);
  };
  const kinds = {};
  const records = [];
  let notImported = 0;
  for (const record of truth) {
    const a = byKey.get(caseKeyOf(record.case.court, record.case.caseNumber));
    const b = byKey.get(caseKeyOf(record.related.court, record.related.caseNumber));
    if (!a || !b) {
      if (process.env.BENCH_DEBUG)
        console.log('not imported:', JSON.stringify(!a ? record.case : ''), JSON.stringify(!b ? record.related : ''));
      notImported++;
      continue;
    }
    records.push({ ...record, a, b });
    if (record.sameDebtor) union(a.id, b.id);
  }
  const debtorOf = (id) => find(id);
  const pairKey = (a, b) => (a < b ? `${a}-${b}` : `${b}-${a}`);
  const pairsOf = (groups) => {
    const set = new Set();
    for (const ids of groups.values()) for (const a of ids) for (const b of ids) if (a < b) set.add(pairKey(a, b));
    return set;
  };
  const group = (of) => {
    const groups = new Map();
    for (const c of cases) {
      const g = of(c);
      if (g === null || g === undefined) continue;
      groups.set(g, [...(groups.get(g) ?? []), c.id]);
    }
    return groups;
  };
  const truePairs = pairsOf(group((c) => debtorOf(c.id)));
  const foundPairs = pairsOf(group((c) => c.fileId));
  const correct = [...foundPairs].filter((p) => truePairs.has(p)).length;

  // Recall per kind of the replica: the record's two proceedings in one file.
  for (const r of records) {
    const k = (kinds[r.kind] ??= { records: 0, joined: 0, misses: [] });
    k.records++;
    const joined = r.a.fileId !== null && r.a.fileId === r.b.fileId;
    if (joined) k.joined++;
    else if (r.sameDebtor && k.misses.length < 3)
      k.misses.push(`${r.case.court} ${r.case.caseNumber} ↔ ${r.related.court} ${r.related.caseNumber}`);
  }
  // Precision per rule of the app: each direct link between two proceedings of one true debtor?
  const rules = {};
  for (const link of links) {
    if (link.caseId > link.otherId) continue; // stored from both sides
    const r = (rules[link.rule] ??= { links: 0, correct: 0, wrong: [] });
    r.links++;
    if (debtorOf(link.caseId) === debtorOf(link.otherId)) r.correct++;
    else if (r.wrong.length < 3) r.wrong.push(`${link.caseId}–${link.otherId}: ${link.reason}`);
  }
  return {
    cases: cases.length,
    inFiles: cases.filter((c) => c.fileId !== null).length,
    notImported,
    truePairs: truePairs.size,
    foundPairs: foundPairs.size,
    correct,
    kinds,
    rules,
  };
}

export function printDebtorFileEvaluation(label, e) {
  const pct = (n, d) => (d === 0 ? '–' : `${((100 * n) / d).toFixed(1)} %`);
  console.log(`${label}`);
  console.log(`  cases: ${e.cases}, in multi-proceeding files: ${e.inFiles} (${pct(e.inFiles, e.cases)})`);
  if (e.notImported)
    console.log(
      `  ground-truth records with one proceeding published before the window (not imported): ${e.notImported}`,
    );
  console.log(
    `  link precision: ${e.correct} of ${e.foundPairs} linked pairs correct (${pct(e.correct, e.foundPairs)}; target ≥ 99 %)`,
  );
  console.log(
    `  link recall:    ${e.correct} of ${e.truePairs} true pairs found (${pct(e.correct, e.truePairs)}; target ≥ 90 %)`,
  );
  console.log('  per kind of the replica (both proceedings in one file):');
  for (const [kind, k] of Object.entries(e.kinds)) {
    const what = kind === 'namesake' ? 'wrongly joined' : 'joined';
    console.log(`    ${kind.padEnd(9)} ${k.joined} of ${k.records} ${what} (${pct(k.joined, k.records)})`);
    for (const miss of k.misses) console.log(`      missed: ${miss}`);
  }
  console.log('  per rule of the app (direct links between proceedings of one debtor):');
  for (const [rule, r] of Object.entries(e.rules)) {
    console.log(`    ${rule.padEnd(12)} ${r.correct} of ${r.links} correct (${pct(r.correct, r.links)})`);
    for (const wrong of r.wrong) console.log(`      wrong: ${wrong}`);
  }
}
