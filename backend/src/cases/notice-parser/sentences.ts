/** Sentence splitting for the rules that read a notice sentence by sentence. */

export interface Sentence {
  readonly start: number;
  readonly text: string;
}

const ABBREVIATIONS = new Set([
  'abs',
  'nr',
  'str',
  'dr',
  'prof',
  'ggf',
  'bzw',
  'vgl',
  'gem',
  'geb',
  'vertr',
  'tel',
  'fax',
  'dipl',
  'kfm',
  'ing',
  'jur',
  'az',
  'gz',
  'alt',
  'ziff',
  'art',
  'rn',
  'inh',
  'fa',
  'co',
  'ca',
  'lit',
  'bl',
  'hs',
  'ot',
  'wirtschaftsjur',
  'rechtsanw',
  'insolvenzverw',
  'betriebsw',
  'sog',
  'einschl',
  'zzgl',
  'evtl',
  'inkl',
  'usw',
  'etc',
  'sen',
  'jun',
]);

/** Splits at sentence ends (". " before a capital or a list number), "; " and " | "; abbreviations do not split. */
export function splitSentences(text: string): Sentence[] {
  const sentences: Sentence[] = [];
  let start = 0;
  // A sentence ends before a capital letter or a list number ("2. Zum …"), not before a house number ("Str. 5").
  const boundary = /([.;])\s+(?=[A-ZÄÖÜ„"(]|\d{1,2}\.\)?\s)|\s\|\s/g;
  for (const match of text.matchAll(boundary)) {
    const index = match.index ?? 0;
    if (match[1] === '.') {
      const token = /(\S+)$/.exec(text.slice(Math.max(start, index - 30), index))?.[1] ?? '';
      const word =
        token
          .replace(/^[(„"]+/, '')
          .toLowerCase()
          .split('-')
          .pop() ?? '';
      if (
        ABBREVIATIONS.has(word) ||
        /str$/.test(word) ||
        /^\d{1,3}$/.test(word) ||
        /^[a-zäöü]$/i.test(word) ||
        /\.[a-zäöü]$/i.test(word)
      ) {
        continue;
      }
    }
    const end = index + match[0].length;
    sentences.push({ start, text: text.slice(start, end) });
    start = end;
  }
  if (start < text.length) sentences.push({ start, text: text.slice(start) });
  return sentences;
}
