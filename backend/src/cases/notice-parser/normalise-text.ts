/**
 * Brings a notice text into one searchable form: a single line with single spaces. Copes with the portal's own
 * line breaks (and hyphenation at line ends), HTML remnants, non-breaking and invisible characters, letter-spaced
 * words ("B e s c h l u s s") and words glued together where a line break or a blank was lost ("In
 * demInsolvenzantragsverfahren", "derMuster GmbH", "45127Essen").
 */

/** Longer texts are cut to their head and tail: notices are a few KB; the rest would only cost time. */
export const MAX_TEXT_CHARS = 100_000;
const HEAD_CHARS = 80_000;
const TAIL_CHARS = 20_000;

export interface NormalisedText {
  readonly text: string;
  readonly truncated: boolean;
}

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  auml: 'ä',
  ouml: 'ö',
  uuml: 'ü',
  Auml: 'Ä',
  Ouml: 'Ö',
  Uuml: 'Ü',
  szlig: 'ß',
  sect: '§',
  euro: '€',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,6});/gi, (entity: string, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : ' ';
    }
    return ENTITIES[body] ?? entity;
  });
}

// Words that start a new phrase; when the collector lost the space before them they are glued to the previous word.
const GLUED_KEYWORDS = [
  'Insolvenzantragsverfahren',
  'Insolvenzeröffnungsverfahren',
  'Insolvenzverfahren',
  'Insolvenzverwalter',
  'Insolvenzgericht',
  'Amtsgericht',
  'Registergericht',
  'Register-Nr',
  'Geschäftszweig',
  'Beschluss',
  'Telefon',
  'Telefax',
  'Tel.',
  'Fax',
  'E-Mail',
  'Email',
  'Rechtsbehelfsbelehrung',
  'Rechtsmittelbelehrung',
  'Hinweis',
  'Verfügungen',
  'Aktenzeichen',
  'Schuldnerin',
];
const GLUED = new RegExp(String.raw`(?<=[a-zäöüß])(?=(?:${GLUED_KEYWORDS.map(escape).join('|')}))`, 'g');

// Articles and prepositions whose following blank was lost when HTML was flattened: "über das Vermögen derMuster
// GmbH", "imHandelsregister", "d.Muster GmbH", "am01.02.2020". Only before a capital or a digit: no German word
// starts with an article followed by one.
const GLUED_TO_ARTICLE =
  /(^|[\s(„"])(der|die|das|dem|den|des|d\.|im|am|zum|zur|vom|von|über|unter|bei|in|an|auf|aus|mit|nach|für|gegen)(?=[A-ZÄÖÜ\d])/g;

// A postal code glued to its city: "45127Essen".
const GLUED_TO_POSTAL_CODE = /(^|\D)(\d{5})(?=[A-ZÄÖÜ][a-zäöüß])/g;

function escape(word: string): string {
  return word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export function normaliseNoticeText(raw: unknown): NormalisedText {
  let text = typeof raw === 'string' ? raw : '';
  let truncated = false;
  if (text.length > MAX_TEXT_CHARS) {
    text = `${text.slice(0, HEAD_CHARS)}\n${text.slice(-TAIL_CHARS)}`;
    truncated = true;
  }
  text = text
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(?:p|div|li|tr|pre)>/gi, '\n')
    .replace(/<[^<>]{0,300}>/g, ' ');
  text = decodeEntities(text)
    .normalize('NFC')
    .replace(/[\u00ad\u200b-\u200d\u2060\ufeff]/g, '')
    .replace(/[\u00a0\u2007\u202f\t\f\v]/g, ' ')
    .replace(/[\u2010\u2011]/g, '-')
    .replace(/\r\n?/g, '\n')
    // "Insolvenz-\nverfahren" → "Insolvenzverfahren"; "Hans-\nJörg" keeps its hyphen.
    .replace(/([a-zäöüß])-[ ]*\n[ ]*([a-zäöüß])/g, '$1$2')
    .replace(/-[ ]*\n[ ]*/g, '-')
    .replace(/\s*\n\s*/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
  // Letter-spaced words: "B e s c h l u s s", "g e g e n", "a b g e w i e s e n".
  text = text.replace(/(?<![\wäöüßÄÖÜ.])(?:[A-Za-zÄÖÜäöüß] ){3,}[A-Za-zÄÖÜäöüß](?![\wäöüßÄÖÜ.])/g, (spaced) =>
    spaced.replace(/ /g, ''),
  );
  text = text
    .replace(GLUED_TO_ARTICLE, '$1$2 ')
    .replace(GLUED_TO_POSTAL_CODE, '$1$2 ')
    .replace(GLUED, ' ')
    // "bestellt.Verfügungen", "Beschluss:Zur", "InsO).Der" – a sentence end glued to the next sentence.
    .replace(/(?<=(?<!www)[a-zäöüß]{3}[.:;]|\)[.:;])(?=[A-ZÄÖÜ][a-zäöüß]{2})/g, ' ')
    // Case numbers glued to each other or to words: "62/20IN 146/20".
    .replace(/(?<=\/\d{2})(?=I[NKE] \d)/g, ' ');
  return { text, truncated };
}
