import type { PublicationType } from '../domain/case-notice.js';

/**
 * The notice type, decided from the operative sentence: every sentence is tested against the operative phrases of
 * each type and the most decisive type found wins (a rejection beats the lifting of preliminary measures it also
 * orders; an opening beats the hearing dates it sets). Boilerplate that merely mentions "eingestellt", "mangels
 * Masse", "Eröffnung" or "Aufhebung" ("bereits begonnene Maßnahmen werden einstweilen eingestellt", "falls nicht
 * eröffnet wird", "Anhörung über eine Verfahrenseinstellung mangels Masse") does not match.
 */

interface Sentence {
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

interface Rule {
  readonly type: PublicationType;
  /** Tests a lower-cased sentence; returns the offset of the operative word, or -1. */
  readonly test: (sentence: string) => number;
}

function at(pattern: RegExp, sentence: string): number {
  const match = pattern.exec(sentence);
  return match ? match.index : -1;
}

function when(sentence: string, required: RegExp, operative: RegExp, excluded?: RegExp): number {
  if (!required.test(sentence)) return -1;
  if (excluded && excluded.test(sentence)) return -1;
  return at(operative, sentence);
}

const PRELIMINARY_MEASURE =
  /sicherungsmaßnahme|vorläufigen? (?:insolvenz)?verwaltung|vorläufige[nr]? (?:insolvenzverwalter|sachwalter)|verfügungsverbot|verfügungsbeschränkung|zustimmungsvorbehalt|vorläufige eigenverwaltung|nebenmaßnahmen|veräußerungsverbot|vollstreckungsmaßnahmen|anordnung der vorläufigen/;

// "aufgehoben" that is about something else than the proceedings: measures, an earlier order, a hearing, a warrant.
const NOT_THE_PROCEEDINGS = new RegExp(
  `${PRELIMINARY_MEASURE.source}|beschluss vom|haftbefehl|beabsichtigt|(?<!des\\s[a-zäöüß]{0,20})termin[a-zäöüß]*\\s+(?:vom\\s+\\S+\\s+)?(?:(?:wird|ist)\\s+)?aufgehoben`,
);

const RULES: readonly Rule[] = [
  {
    type: 'abweisung_mangels_masse',
    test: (s) =>
      when(
        s,
        /mangels\b.{0,90}\bmasse|masse\b.{0,40}\bnicht\b.{0,40}\b(?:vorhanden|ausreich)|kosten des verfahrens|§\s*26\b|kostendeckende/,
        /\b(?:abgewiesen|zurückgewiesen)\b/,
        /beabsichtigt|erwogen|anhörung|beschwerde/,
      ),
  },
  {
    type: 'eroeffnung',
    test: (s) => {
      // Not "eröffnet werden" (a condition) and not "(eröffnet am …)" (a reference to the opening).
      const index = at(/(?<!\(\s*)\beröffnet\b(?!\s+werden)/, s);
      if (index < 0 || !/verfahren/.test(s)) return -1;
      const before = s.slice(Math.max(0, index - 90), index);
      if (/\b(?:nicht|falls|ob|wenn|sobald|sofern|bevor|bis zur)\b/.test(before)) return -1;
      if (/\b(?:eingestellt|aufgehoben|abgewiesen|beabsichtigt)\b/.test(s)) return -1;
      return index;
    },
  },
  {
    type: 'einstellung',
    test: (s) =>
      when(
        s,
        /verfahren|§\s*(?:207|211|212|213)\b|mangels\s+masse|masseunzulänglichkeit/,
        /\beingestellt\b/,
        /einstweilen|maßnahmen|vollstreckung|geschäftsbetrieb|\bbetrieb\b|tätigkeit|zahlungen|beabsichtigt/,
      ),
  },
  {
    type: 'aufhebung',
    test: (s) => when(s, /insolvenzverfahren|das verfahren|\bverfahren wird\b/, /\baufgehoben\b/, NOT_THE_PROCEEDINGS),
  },
  {
    type: 'restschuldbefreiung',
    test: (s) =>
      when(
        s,
        /restschuldbefreiung/,
        /\b(?:erteilt|versagt|widerrufen|angekündigt|ankündigung)\b/,
        /gelöscht|veröffentlichung/,
      ),
  },
  {
    type: 'insolvenzplan',
    test: (s) =>
      at(
        /\b(?:insolvenz)?plan\b.{0,120}\b(?:bestätigt|überwacht)\b|überwachung der (?:plan)?erfüllung|planüberwachung/,
        s,
      ),
  },
  {
    type: 'verteilungsverzeichnis',
    // The list itself is laid open (§ 188 InsO), not merely mentioned as a topic of the final hearing.
    test: (s) =>
      at(
        /(?:verteilungs|schluss)verzeichnis\w*\b.{0,160}\b(?:niedergelegt|ausgelegt|zur einsicht)|verzeichnis der bei der (?:schluss|abschlags)?verteilung|§\s*188\b.{0,80}verzeichnis/,
        s,
      ),
  },
  {
    type: 'sicherungsmassnahmen',
    test: (s) => {
      if (/\baufgehoben\b|beabsichtigt|falls|im falle/.test(s)) return -1;
      const appointed = at(/(?:zum|zur|zu dem|zu der)\s+vorläufigen\s+(?:insolvenzverwalter|sachwalter)/, s);
      if (appointed >= 0 && /\b(?:bestellt|ernannt)\b/.test(s)) return appointed;
      const ordered = at(/\bangeordnet\b/, s);
      if (ordered >= 0 && /§§?\s*21\b|vorläufige|sicherung|verfügung|zustimmung|zwangsvollstreckung/.test(s))
        return ordered;
      return at(
        /verfügungsverbot\s+auferlegt|zur sicherung\b.{0,220}\b(?:maßnahmen getroffen|angeordnet)|zwangsvollstreckung\b.{0,160}\buntersagt/,
        s,
      );
    },
  },
  {
    type: 'aufhebung_sicherungsmassnahmen',
    test: (s) => when(s, PRELIMINARY_MEASURE, /\baufgehoben\b/, /beabsichtigt/),
  },
  {
    type: 'termin',
    test: (s) =>
      when(
        s,
        /gläubigerversammlung|prüfungstermin|schlusstermin|erörterungs|abstimmungstermin|berichtstermin|anhörungstermin|\btermin\b/,
        /\b(?:bestimmt|anberaumt|einberufen|findet|verlegt|festgesetzt|aufgehoben)\b/,
      ),
  },
];

// Later decisions win over the opening they refer back to ("das am … eröffnete Verfahren wird eingestellt"); an
// opening notice itself never ends, closes or discharges the proceedings.
const PRIORITY: readonly PublicationType[] = [
  'abweisung_mangels_masse',
  'einstellung',
  'aufhebung',
  'restschuldbefreiung',
  'eroeffnung',
  'insolvenzplan',
  'verteilungsverzeichnis',
  'sicherungsmassnahmen',
  'aufhebung_sicherungsmassnahmen',
  'termin',
];

export interface PublicationTypeFinding {
  readonly type: PublicationType;
  /** Index in the text of the operative word of the deciding sentence, or null for "sonstiges". */
  readonly operativeIndex: number | null;
}

/** Classifies the notice; `text` is the normalised single-line text. */
export function findPublicationType(text: string): PublicationTypeFinding {
  const found = new Map<PublicationType, number>();
  for (const sentence of splitSentences(text)) {
    // Lower case, with words hyphenated at a line end joined again ("Insolvenzver-fahren").
    const lower = sentence.text.toLowerCase().replace(/([a-zäöüß])-([a-zäöüß])/g, '$1$2');
    for (const rule of RULES) {
      if (found.has(rule.type)) continue;
      const offset = rule.test(lower);
      if (offset >= 0) found.set(rule.type, sentence.start + offset);
    }
  }
  for (const type of PRIORITY) {
    const index = found.get(type);
    if (index !== undefined) return { type, operativeIndex: index };
  }
  return { type: 'sonstiges', operativeIndex: null };
}
