/**
 * German dates in notice texts ("18.12.2019", "1.3.20", "2. März 2020") → ISO "YYYY-MM-DD", and the two dates the
 * parser reports: the decision date (from the operative sentence, else the signature line) and the claims deadline.
 * Birth dates ("geboren am 01.01.1970"), petition dates and hearing dates are never taken for the decision date.
 */

const MONTHS: Readonly<Record<string, number>> = {
  januar: 1,
  jänner: 1,
  februar: 2,
  märz: 3,
  maerz: 3,
  april: 4,
  mai: 5,
  juni: 6,
  juli: 7,
  august: 8,
  september: 9,
  oktober: 10,
  november: 11,
  dezember: 12,
};

export interface DateMatch {
  readonly iso: string;
  readonly index: number;
  readonly end: number;
}

const DATE_PATTERN =
  /(?<![\d.])(\d{1,2})\.\s?(?:(\d{1,2})\.\s?(\d{4}|\d{2})(?![\d])|(Januar|Jänner|Februar|März|Maerz|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember)\s+(\d{4}))/gi;

function toIso(day: number, month: number, year: number): string | null {
  if (month < 1 || month > 12 || day < 1 || day > 31 || year < 1900 || year > 2199) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCDate() !== day) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Every valid date in the text, in order. */
export function findDates(text: string): DateMatch[] {
  const dates: DateMatch[] = [];
  for (const match of text.matchAll(DATE_PATTERN)) {
    const day = Number(match[1]);
    let month: number;
    let year: number;
    if (match[2] !== undefined) {
      month = Number(match[2]);
      year = Number(match[3]);
      if (match[3].length === 2) year += year < 70 ? 2000 : 1900;
    } else {
      month = MONTHS[match[4].toLowerCase()] ?? 0;
      year = Number(match[5]);
    }
    const iso = toIso(day, month, year);
    if (iso) dates.push({ iso, index: match.index, end: match.index + match[0].length });
  }
  return dates;
}

/** A single German date string → ISO, or null. */
export function parseGermanDate(value: string): string | null {
  return findDates(value)[0]?.iso ?? null;
}

const NOT_A_DECISION_BEFORE =
  /(?:(?:bereits|schon|zuvor)\s+(?:mit|durch|per)\s+Beschluss(?:es)?\s+vom|\b(?:Die|Der|Das|den|die|der)\s+mit\s+Beschluss\s+vom|geboren|geb\.|verstorben|gestorben|eingegangen|eingegangenen?|(?:Eröffnungs|Insolvenz|Fremd|Eigen)?[Aa]ntrag(?:s|es)?(?:\s+(?:der|des|einer|eines|vom)\s+\S+)?|Schreiben|Gutachten|bis\s+zum|bis|ab\s+dem|Termin\w*|Stichtag\w*|anberaumt\s+auf|bestimmt\s+auf(?:\s+den)?|(?:Rates|Parlaments|Verordnung|Gesetz(?:es)?|Fassung|Bekanntmachung)(?:\s+\S+){0,2}\s+vom)\s*(?:am|vom|den|:)?\s*$/i;
const NOT_A_DECISION_AFTER =
  /^\s*(?:bei Gericht eingegangen|eingegangen|beim Insolvenzgericht|\d{1,2}[:.]\d{2}\s*Uhr\s*(?:,\s*)?(?:Sitzungssaal|Saal|im Gebäude|Raum))/i;
const DECISION_CUE_BEFORE = /(?:\bam|\bvom|\bheute,?\s*(?:am|den)?|Beschluss\s+vom|\bden)\s*,?\s*$/i;
const SENTENCE_BREAK = /[a-zäöüß)\]]{2}\.\s+(?:\d{1,2}\.\)?\s+)?[A-ZÄÖÜ]|\s\|\s/;
const RESOLUTION_AFTER =
  /^\s*,?\s*(?:um\s+[\d.:]{4,5}\s*Uhr\s*)?(?:beschlossen|nachfolgende Entscheidung|folgende Entscheidung|folgenden Beschluss)/;

function isDecisionCandidate(text: string, date: DateMatch): boolean {
  const before = text.slice(Math.max(0, date.index - 60), date.index);
  const after = text.slice(date.end, date.end + 60);
  return DECISION_CUE_BEFORE.test(before) && !NOT_A_DECISION_BEFORE.test(before) && !NOT_A_DECISION_AFTER.test(after);
}

/**
 * The decision date, in this order: a date in the operative sentence itself ("wird am 20.01.2021 um 16.00 Uhr
 * eröffnet", "durch Beschluss vom 22.04.2020 mangels Masse abgewiesen"); the date of the resolution's preamble
 * ("hat das Amtsgericht X am 07.01.2020 beschlossen", "ergeht am 05.05.2020 nachfolgende Entscheidung"); the
 * nearest dated cue before the operative verb; the signature line; a date in the head line; "Beschluss vom".
 */
export function findDecisionDate(text: string, operativeIndex: number | null): { date: string | null; source: string } {
  const dates = findDates(text);
  if (operativeIndex !== null) {
    const candidates = dates.filter(
      (date) => date.index < operativeIndex && date.index >= operativeIndex - 380 && isDecisionCandidate(text, date),
    );
    const sameSentence = candidates.filter((date) => !SENTENCE_BREAK.test(text.slice(date.end, operativeIndex)));
    if (sameSentence.length > 0) return { date: sameSentence[sameSentence.length - 1].iso, source: 'operative' };
    const resolution = dates.find(
      (date) =>
        date.index < operativeIndex &&
        /\b(?:am|den)\s*$/.test(text.slice(Math.max(0, date.index - 8), date.index)) &&
        RESOLUTION_AFTER.test(text.slice(date.end, date.end + 50)),
    );
    if (resolution) return { date: resolution.iso, source: 'operative' };
    if (candidates.length > 0) return { date: candidates[candidates.length - 1].iso, source: 'operative' };
  }
  const signature = signatureDate(text);
  if (signature) return { date: signature, source: 'signature' };
  // Some courts date the resolution in its head line ("Amtsgericht Fulda 04.02.2020 - Insolvenzgericht -").
  const header = dates.find((date) => date.index < 160 && !NOT_A_DECISION_BEFORE.test(text.slice(0, date.index)));
  if (header) return { date: header.iso, source: 'header' };
  const resolution = /Beschluss(?:es)?\s+vom\s+/g;
  for (const match of text.matchAll(resolution)) {
    // "Bereits mit Beschluss vom …", "die mit Beschluss vom … angeordneten": an earlier decision, not this one.
    if (NOT_A_DECISION_BEFORE.test(text.slice(Math.max(0, match.index - 40), match.index + match[0].length))) continue;
    const date = dates.find((d) => d.index === match.index + match[0].length);
    if (date) return { date: date.iso, source: 'resolution' };
  }
  return { date: null, source: 'none' };
}

/** The date of the signature line ("Amtsgericht X, 18.12.2019", "… - Insolvenzgericht - 31.01.2020"). */
export function signatureDate(text: string): string | null {
  // A signed line "Amtsgericht X, <date>" near the end, even if a data-protection note follows it.
  const end = text.slice(-900);
  const signed = [
    ...end.matchAll(/\bAmtsgericht\s+[^,.;]{2,45}?(?:,\s*(?:den\s+)?|\s-\s*Insolvenzgericht\s*-\s*)(?=\d)/g),
  ];
  const lastSigned = signed[signed.length - 1];
  if (lastSigned) {
    const date = findDates(
      end.slice(lastSigned.index + lastSigned[0].length, lastSigned.index + lastSigned[0].length + 20),
    )[0];
    if (date && date.index === 0) return date.iso;
  }
  const tail = text.slice(-280);
  const offset = text.length - tail.length;
  const dates = findDates(tail).filter((date) => {
    const before = text.slice(Math.max(0, offset + date.index - 40), offset + date.index);
    return !NOT_A_DECISION_BEFORE.test(before) && !/Antrag|eingegangen|vom\s*$/i.test(before);
  });
  return dates.length > 0 ? dates[dates.length - 1].iso : null;
}

/** The deadline for filing claims: "Forderungen … bis zum 17.02.2020 … anzumelden", "Anmeldefrist: 27.04.2020". */
export function findClaimsDeadline(text: string): string | null {
  return findClaimsDeadlineAt(text)?.iso ?? null;
}

/** findClaimsDeadline with where the date stands in the text (for the sentence it came from). */
export function findClaimsDeadlineAt(text: string): DateMatch | null {
  const explicit = /(?:Anmeldefrist\s*(?:endet|läuft)?|anzumelden\s+bis)\s*:?\s*(?:bis\s+)?(?:zum\s+|am\s+)?(?=\d)/gi;
  for (const match of text.matchAll(explicit)) {
    const from = match.index + match[0].length;
    const date = findDates(text.slice(from, from + 24))[0];
    if (date && date.index === 0) return { ...date, index: from, end: from + date.end };
  }
  const filing = /\b(?:anzumelden|anmelden|anzumelden\.|Anmeldung\s+der\s+Forderungen)\b/g;
  for (const match of text.matchAll(filing)) {
    const windowStart = Math.max(0, match.index - 260);
    const window = text.slice(windowStart, match.index);
    if (!/Forderung|Insolvenzgläubiger|Gläubiger/i.test(window)) continue;
    const deadlines = [...window.matchAll(/\bbis\s+(?:zum|spätestens(?:\s+zum)?|einschließlich|zu|am)?\s*(?=\d)/gi)];
    const last = deadlines[deadlines.length - 1];
    if (!last) continue;
    const from = last.index + last[0].length;
    const date = findDates(window.slice(from, from + 24))[0];
    if (date && date.index === 0) {
      return { ...date, index: windowStart + from, end: windowStart + from + date.end };
    }
  }
  return null;
}
