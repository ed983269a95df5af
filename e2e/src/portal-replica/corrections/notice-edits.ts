/**
 * Corrections and withdrawals of published notices (issue #32): the portal corrects a notice's text (and with it
 * maybe its listing row) or stops listing it. Kept by notice id, since generated days are regenerated as new
 * objects; each edit takes effect at an instant of the replica clock, so a test (or a generated correction) first
 * shows the original and then the corrected notice. The list of edits is the ground truth.
 */
import type { Notice } from '../generator/notice.js';

/** Text replaced in a notice; the listing columns name and seat follow a replaced debtor name or seat. */
export interface Replacement {
  readonly from: string;
  readonly to: string;
}

export interface NoticeEdit {
  readonly id: string;
  readonly kind: 'corrected' | 'withdrawn';
  /** ms since the epoch, replica clock. */
  readonly at: number;
  readonly court: string;
  readonly caseNumber: string;
  readonly publicationDate: string;
  /** What a correction replaced (empty for a withdrawal). */
  readonly replace: readonly Replacement[];
}

const replaceAll = (value: string, replace: readonly Replacement[]) =>
  replace.reduce((text, r) => text.split(r.from).join(r.to), value);

/** The notice as corrected: text and listing columns with the replacements (lazy texts stay lazy until read). */
export function corrected(notice: Notice, replace: readonly Replacement[]): Notice {
  const value = (v: unknown) => ({ value: v, enumerable: true });
  return Object.create(notice, {
    text: { get: () => replaceAll(notice.text, replace), enumerable: true },
    debtorName: value(replaceAll(notice.debtorName, replace)),
    listingName: value(replaceAll(notice.listingName, replace)),
    seat: value(replaceAll(notice.seat, replace)),
  }) as Notice;
}

export class NoticeEdits {
  private readonly byId = new Map<string, NoticeEdit[]>();
  private readonly all: NoticeEdit[] = [];

  get size(): number {
    return this.all.length;
  }

  add(edit: NoticeEdit): void {
    this.byId.set(edit.id, [...(this.byId.get(edit.id) ?? []), edit]);
    this.all.push(edit);
  }

  /** Every edit so far, in the order they were made (ground truth). */
  list(): readonly NoticeEdit[] {
    return this.all;
  }

  /** The notice as the portal shows it at `now`: null when withdrawn, else with the corrections made by then. */
  apply(notice: Notice, now: number): Notice | null {
    const edits = this.byId.get(notice.id);
    if (!edits) return notice;
    let shown = notice;
    for (const edit of edits) {
      if (edit.at > now) continue;
      if (edit.kind === 'withdrawn') return null;
      shown = corrected(shown, edit.replace);
    }
    return shown;
  }
}

/** Validates `POST /__replica/correct` and `/__replica/withdraw` bodies: `{ id, replace?: [{ from, to }], at? }`. */
export function parseEditRequest(
  input: unknown,
  kind: NoticeEdit['kind'],
): { id: string; replace: Replacement[]; at?: number } {
  if (typeof input !== 'object' || input === null) throw new Error('body must be a JSON object');
  const body = input as Record<string, unknown>;
  if (typeof body.id !== 'string' || body.id === '') throw new Error('id (the notice id) is required');
  const replace = body.replace ?? [];
  if (!Array.isArray(replace)) throw new Error('replace must be an array of { from, to }');
  const pairs = replace.map((r: unknown) => {
    const pair = r as Record<string, unknown>;
    if (typeof pair?.from !== 'string' || pair.from === '' || typeof pair.to !== 'string')
      throw new Error('each replacement needs a non-empty "from" and a "to" string');
    return { from: pair.from, to: pair.to };
  });
  if (kind === 'corrected' && pairs.length === 0) throw new Error('a correction needs at least one replacement');
  if (body.at !== undefined && typeof body.at !== 'number') throw new Error('at must be ms since the epoch');
  return { id: body.id, replace: pairs, ...(typeof body.at === 'number' ? { at: body.at } : {}) };
}
