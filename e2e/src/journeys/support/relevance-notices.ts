import { parseNotice } from '@insolvenz/backend/cases/notice-parser/parse-notice.js';
import { dayNumber, isoFromDay, workingDayOnOrBefore } from '../../portal-replica/generator/calendar.js';
import { generateDay } from '../../portal-replica/generator/generate-day.js';
import type { Notice } from '../../portal-replica/generator/notice.js';
import type { ImportWindow } from '../../support/import-window.js';

/** The two cases the relevance journey looks for: the same Aktenzeichen at two courts (issue #29). */
export const EXACT_CASE_NUMBER = 'IN 123/26';
export const EXACT_COMPANIES = ['Rheinauen Getränkehandel GmbH', 'Isartaler Feinkost GmbH'] as const;

/**
 * A name searched for whole: the exact name is older than the longer one, so "Relevanz" and "Neueste zuerst"
 * put different cases first (with "IN 123/26" only the two exact cases match, in the same order either way).
 */
export const NAME_QUERY = 'Moselblick Weinkellerei';
export const EXACT_NAME = 'Moselblick Weinkellerei GmbH';
export const LONGER_NAME = 'Moselblick Weinkellerei Verwaltungs GmbH';

/** What a user of the old search saw above the exact cases (issue #29): longer numbers, registers with 123. */
export const DECOYS = {
  longerNumber: 'IN 1238/26',
  otherLongerNumber: 'IN 1233/26',
  register: 'HRB 123',
  longerRegister: 'HRA 1230',
} as const;

interface Renumbering {
  /** "IN 123/26": the court's department of the generated notice goes in front. */
  readonly sign?: string;
  /** "HRB 123": replaces type and number of the notice's register. */
  readonly register?: string;
  readonly name?: string;
}

/** A generated company notice with a register entry, as the importer will read it after the changes. */
function renumbered(notice: Notice, change: Renumbering, id: string): Notice | null {
  const [registerPlace, registerEntry] = notice.register.split(', ');
  const caseNumber = change.sign ? `${notice.caseNumber.split(' ')[0]} ${change.sign}` : notice.caseNumber;
  const register = change.register ? `${registerPlace}, ${change.register}` : notice.register;
  const name = change.name ?? notice.debtorName;
  // Each value must occur in the text, so that the notice reads as one (the listing decides what is imported).
  const replaced = [
    [notice.caseNumber, caseNumber],
    [registerEntry, register.split(', ')[1]],
    [notice.debtorName, name],
  ] as const;
  if (replaced.some(([from]) => !notice.text.includes(from))) return null;
  const text = replaced.reduce((t, [from, to]) => t.replaceAll(from, to), notice.text);
  const parsed = parseNotice(text);
  if (parsed.caseNumber !== caseNumber || parsed.debtorName !== name) return null;
  return { ...notice, id, caseId: id, caseNumber, register, debtorName: name, listingName: name, text };
}

const isGmbH = (notice: Notice) => / GmbH$/.test(notice.debtorName);
/** A partnership's register (KG, OHG, e.K.): a GmbH is never entered in the HRA. */
const isInHRA = (notice: Notice) => notice.register.includes(', HRA ');

/** Company notices with a register entry that the generator makes for `day`, under seeds of their own. */
function* companyNotices(day: string): Generator<Notice> {
  for (let seed = 3000; seed < 3400; seed++) {
    for (const notice of generateDay(day, { seed, volume: 60 })) {
      if (notice.debtorKind === 'company' && notice.register) yield notice;
    }
  }
}

/** The first generated notice of `day` that takes the change, each at a court of its own. */
function pick(day: string, change: Renumbering, id: string, courts: Set<string>, accept = isGmbH): Notice {
  for (const notice of companyNotices(day)) {
    if (courts.has(notice.court) || !accept(notice)) continue;
    const result = renumbered(notice, change, id);
    if (result) {
      courts.add(result.court);
      return result;
    }
  }
  throw new Error(`the generator made no company notice for ${day} that takes ${JSON.stringify(change)}`);
}

/**
 * The notices of the relevance journey (issue #29), published beside the generated days: the two "… IN 123/26"
 * cases at different courts a working day before the decoys, which are newer (so a search by date shows them
 * first), and the exact and the longer company name.
 */
export function relevanceNotices(window: ImportWindow): Notice[] {
  const newer = window.lastWorkingDay;
  const older = isoFromDay(workingDayOnOrBefore(dayNumber(newer) - 1));
  const courts = new Set<string>();
  return [
    pick(older, { sign: EXACT_CASE_NUMBER, name: EXACT_COMPANIES[0] }, 'relevance-exact-1', courts),
    pick(older, { sign: EXACT_CASE_NUMBER, name: EXACT_COMPANIES[1] }, 'relevance-exact-2', courts),
    pick(newer, { sign: DECOYS.longerNumber }, 'relevance-decoy-1', courts),
    pick(newer, { sign: DECOYS.otherLongerNumber }, 'relevance-decoy-2', courts),
    pick(newer, { register: DECOYS.register }, 'relevance-decoy-3', courts),
    pick(newer, { register: DECOYS.longerRegister }, 'relevance-decoy-4', courts, isInHRA),
    pick(older, { name: EXACT_NAME }, 'relevance-name-exact', courts),
    pick(newer, { name: LONGER_NAME }, 'relevance-name-longer', courts),
  ];
}
