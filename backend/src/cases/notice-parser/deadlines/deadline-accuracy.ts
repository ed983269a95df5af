import type { Deadline } from '../../domain/deadline.js';

/*
 * Deadline extraction accuracy against labelled notices (issue #32, "Measured"): per kind, how many labelled
 * deadlines the parser found with the right kind, date and time (recall), and how many it found that no label has
 * (extra). Shared by the accuracy spec and `npm run bench -- import`.
 */

export type DeadlineLabel = readonly [kind: string, date: string, time: string | null];

export interface KindAccuracy {
  readonly kind: string;
  readonly labelled: number;
  readonly found: number;
  readonly extra: number;
}

export interface DeadlineAccuracy {
  readonly kinds: KindAccuracy[];
  readonly labelled: number;
  readonly found: number;
  readonly extra: number;
  /** What went wrong, one line per miss or extra ("iwh-… missed pruefungstermin 2020-03-16 09:30"). */
  readonly misses: string[];
}

const key = (kind: string, date: string | null, time: string | null) => `${kind} ${date} ${time ?? ''}`.trim();

/** Only dated deadlines read from the text count: the effective date is a rule, an undated period has no value. */
const counted = (deadline: Deadline) => deadline.kind !== 'wirksamkeit' && deadline.date !== null;

export function deadlineAccuracy(
  labelled: ReadonlyMap<string, readonly DeadlineLabel[]>,
  extract: (id: string) => readonly Deadline[] | null,
): DeadlineAccuracy {
  const perKind = new Map<string, { labelled: number; found: number; extra: number }>();
  const of = (kind: string) => perKind.get(kind) ?? perKind.set(kind, { labelled: 0, found: 0, extra: 0 }).get(kind)!;
  const misses: string[] = [];
  for (const [id, labels] of labelled) {
    const found = extract(id);
    if (!found) {
      misses.push(`${id}: fixture not found`);
      continue;
    }
    const got = new Set(found.filter(counted).map((d) => key(d.kind, d.date, d.time)));
    const expected = new Set(labels.map(([kind, date, time]) => key(kind, date, time)));
    for (const [kind, date, time] of labels) {
      of(kind).labelled++;
      if (got.has(key(kind, date, time))) of(kind).found++;
      else misses.push(`${id} missed ${key(kind, date, time)}`);
    }
    for (const extra of [...got].filter((k) => !expected.has(k))) {
      of(extra.split(' ')[0]).extra++;
      misses.push(`${id} extra ${extra}`);
    }
  }
  const kinds = [...perKind.entries()]
    .map(([kind, counts]) => ({ kind, ...counts }))
    .sort((a, b) => a.kind.localeCompare(b.kind));
  const sum = (field: 'labelled' | 'found' | 'extra') => kinds.reduce((total, k) => total + k[field], 0);
  return { kinds, labelled: sum('labelled'), found: sum('found'), extra: sum('extra'), misses };
}

/** The table the spec and the benchmark print. */
export function accuracyTable(accuracy: DeadlineAccuracy): string {
  const percent = (found: number, of: number) => (of === 0 ? '–' : `${((100 * found) / of).toFixed(1)} %`);
  const rows = accuracy.kinds.map(
    (k) =>
      `  ${k.kind.padEnd(34)} ${`${k.found}/${k.labelled}`.padStart(7)} ${percent(k.found, k.labelled).padStart(8)}   extra ${k.extra}`,
  );
  const total = `  ${'all kinds'.padEnd(34)} ${`${accuracy.found}/${accuracy.labelled}`.padStart(7)} ${percent(accuracy.found, accuracy.labelled).padStart(8)}   extra ${accuracy.extra}`;
  return [...rows, total].join('\n');
}
