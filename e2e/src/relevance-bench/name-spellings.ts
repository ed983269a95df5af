/**
 * How people type a debtor's name (long legal forms, first word plus legal form, a typo, umlauts spelled out), and
 * when a result is the debtor they meant. Used by the relevance benchmark (`npm run bench -- relevance`), not by the
 * application: the benchmark must not share the rules it measures.
 */
import { foldGerman } from '@insolvenz/backend/platform/text/german-search.js';

/** Letters, not only ASCII: "Müller" is one word. */
const LETTER = String.raw`\p{L}`;
const alone = (form: string) => new RegExp(`(?<![${LETTER}\\d])${form}(?![${LETTER}\\d])`, 'gu');

/**
 * Short legal forms as names carry them and their long spelling (Handelsgesetzbuch, GmbHG, AktG …), most specific
 * first. Compound forms ("GmbH & Co. KG") have no long spelling anybody types and are left out.
 */
const LEGAL_FORMS: readonly { readonly short: string; readonly pattern: RegExp; readonly long: string }[] = [
  { short: 'gGmbH', pattern: alone('gGmbH'), long: 'gemeinnützige Gesellschaft mit beschränkter Haftung' },
  { short: 'GmbH', pattern: alone('GmbH'), long: 'Gesellschaft mit beschränkter Haftung' },
  { short: 'mbH', pattern: alone('mbH'), long: 'mit beschränkter Haftung' },
  {
    short: 'UG (haftungsbeschränkt)',
    pattern: alone(String.raw`UG\s*\(haftungsbeschränkt\)|UG`),
    long: 'Unternehmergesellschaft (haftungsbeschränkt)',
  },
  { short: 'KGaA', pattern: alone('KGaA'), long: 'Kommanditgesellschaft auf Aktien' },
  { short: 'AG', pattern: alone('AG'), long: 'Aktiengesellschaft' },
  { short: 'KG', pattern: alone('KG'), long: 'Kommanditgesellschaft' },
  { short: 'OHG', pattern: alone('[Oo]HG'), long: 'offene Handelsgesellschaft' },
  { short: 'GbR', pattern: alone('GbR'), long: 'Gesellschaft bürgerlichen Rechts' },
  { short: 'eG', pattern: alone('eG'), long: 'eingetragene Genossenschaft' },
  { short: 'e.V.', pattern: alone(String.raw`e\.\s?V\.`), long: 'eingetragener Verein' },
  { short: 'e.K.', pattern: alone(String.raw`e\.\s?K\.`), long: 'eingetragener Kaufmann' },
  {
    short: 'PartG mbB',
    pattern: alone(String.raw`PartG\s?mbB`),
    long: 'Partnerschaftsgesellschaft mit beschränkter Berufshaftung',
  },
  { short: 'SE', pattern: alone('SE'), long: 'Societas Europaea' },
  { short: 'Ltd.', pattern: alone(String.raw`Ltd\.`), long: 'Limited' },
];

/**
 * The name with its legal form written out: "Müller Bau GmbH" → "Müller Bau Gesellschaft mit beschränkter Haftung".
 * The last occurrence is the legal form ("AG Transporte AG": the first is an acronym). Null when the name has no
 * short legal form, or a compound one ("& Co. KG").
 */
export function withLongLegalForm(name: string): string | null {
  if (/&\s*Co\b/i.test(name)) return null;
  for (const { pattern, long } of LEGAL_FORMS) {
    const last = [...name.matchAll(pattern)].at(-1);
    if (last?.index !== undefined) {
      return `${name.slice(0, last.index)}${long}${name.slice(last.index + last[0].length)}`;
    }
  }
  return null;
}

/** The legal form as people type it after a name: "Müller UG", not "Müller UG (haftungsbeschränkt)". */
export function typedLegalForm(legalForm: string): string {
  return legalForm.replace(/\s*\(haftungsbeschränkt\)/g, '');
}

/** Words that belong to legal forms (folded), never a name's first word or a word to mistype. */
const LEGAL_FORM_WORDS = new Set(
  [
    'gesellschaft',
    'haftungsbeschränkt',
    'beschränkter',
    'haftung',
    'kommanditgesellschaft',
    'aktiengesellschaft',
    'unternehmergesellschaft',
    'genossenschaft',
    'partnerschaftsgesellschaft',
    'berufshaftung',
    'liquidation',
    'limited',
    'gemeinnützige',
    'UG',
    ...LEGAL_FORMS.map((form) => form.short),
  ].map(foldGerman),
);

/** The first word of a name as written ("Müller" of "Müller Bau GmbH", "Kaya" of "Kaya, Elif"), or null. */
export function firstWord(name: string): string | null {
  const word =
    name
      .trim()
      .split(/\s+/)[0]
      ?.replace(/[,;:]+$/, '') ?? '';
  const folded = foldGerman(word);
  if (!new RegExp(`${LETTER}{2}`, 'u').test(word) || folded === '' || LEGAL_FORM_WORDS.has(folded)) return null;
  return word;
}

/** The folded first word, by which the benchmark counts companies of the same first word and legal form. */
export function firstWordKey(name: string): string | null {
  const word = firstWord(name);
  return word === null ? null : foldGerman(word);
}

/** "Müller GmbH" for "Müller Bau GmbH": the first word and the legal form, or null. */
export function firstWordWithLegalForm(name: string, legalForm: string | null): string | null {
  const word = firstWord(name);
  return word && legalForm ? `${word} ${typedLegalForm(legalForm)}` : null;
}

/** Whether `name` contains `word` as whole (folded) words: "Müller" is in "MUELLER Bau GmbH", not in "Müllerbau". */
export function containsWord(name: string, word: string): boolean {
  const folded = foldGerman(word);
  return folded !== '' && ` ${foldGerman(name)} `.includes(` ${folded} `);
}

/** Umlauts and ß spelled out as on a keyboard without them: "Müller Größe" → "Mueller Groesse", "MÜLLER" → "MUELLER". */
export function transliterate(text: string): string {
  const spelled: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss', Ä: 'Ae', Ö: 'Oe', Ü: 'Ue', ẞ: 'SS' };
  return text.replace(/[äöüßÄÖÜẞ]/g, (char, offset: number) => {
    const next = text[offset + 1] ?? '';
    const capitals = char === char.toUpperCase() && next !== '' && next === next.toUpperCase() && /\p{L}/u.test(next);
    return capitals ? (spelled[char] as string).toUpperCase() : (spelled[char] as string);
  });
}

const MISTYPED_LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/**
 * The text with one typo (one letter left out, replaced or added) in one of its words of `letters` letters (at least
 * 6 by default; `[3, 5]` for the short words the search forgives only when nothing is written so), as typed in a
 * hurry: "Spedition" → "Spedtion". The first letter stays (people rarely mistype it), legal-form words stay,
 * and the typo changes the folded word (dropping the "e" of "Mueller" is no typo: it still reads Muller). `random`
 * returns numbers in [0, 1) and makes the choice reproducible. Null when the text has no such word.
 */
/** The name with one typo in a word of six letters and more after its first word, or null when it has none. */
export function withTypoAfterFirstWord(name: string, random: () => number): string | null {
  const space = name.search(/\s/u);
  if (space < 0) return null;
  const rest = withOneTypo(name.slice(space), random);
  return rest === null ? null : name.slice(0, space) + rest;
}

export function withOneTypo(
  text: string,
  random: () => number,
  letters: readonly [number, number] = [6, Infinity],
): string | null {
  const words = [...text.matchAll(new RegExp(`${LETTER}+`, 'gu'))].filter(
    (match) =>
      match[0].length >= letters[0] && match[0].length <= letters[1] && !LEGAL_FORM_WORDS.has(foldGerman(match[0])),
  );
  if (words.length === 0) return null;
  const pick = (n: number) => Math.floor(random() * n);
  for (let attempt = 0; attempt < 20; attempt++) {
    const match = words[pick(words.length)] as RegExpMatchArray;
    const word = match[0];
    const upper = word === word.toUpperCase();
    const letter = () => {
      const chosen = MISTYPED_LETTERS[pick(MISTYPED_LETTERS.length)] as string;
      return upper ? chosen.toUpperCase() : chosen;
    };
    const at = 1 + pick(word.length - 1);
    let typo: string;
    switch (pick(3)) {
      case 0:
        typo = word.slice(0, at) + word.slice(at + 1);
        break;
      case 1:
        typo = word.slice(0, at) + letter() + word.slice(at + 1);
        break;
      default:
        typo = word.slice(0, at) + letter() + word.slice(at);
    }
    if (foldGerman(typo) === foldGerman(word)) continue;
    const start = match.index as number;
    return text.slice(0, start) + typo + text.slice(start + word.length);
  }
  return null;
}

/** A name compared as a reader compares it: case, umlaut spelling, punctuation and long legal forms aside. */
export function nameKey(name: string): string {
  let key = ` ${foldGerman(name)} `;
  for (const { short, long } of LEGAL_FORMS) {
    key = key.replaceAll(` ${foldGerman(long)} `, ` ${foldGerman(short)} `);
  }
  return key.trim();
}

/** Whether two debtor names are the same name ("Müller Bau GmbH" = "MUELLER BAU GmbH"). */
export function sameDebtorName(a: string, b: string): boolean {
  return nameKey(a) === nameKey(b);
}
