import { findPostalPlaces, splitLeadAndStreet } from './address.js';
import { detectLegalForm } from './legal-form.js';
import type { PublicationType } from '../domain/case-notice.js';

export type AdministratorRole =
  | 'insolvenzverwalter'
  | 'vorlaeufiger_insolvenzverwalter'
  | 'sachwalter'
  | 'vorlaeufiger_sachwalter'
  | 'treuhaender'
  | 'sachverstaendiger';

export interface AdministratorInfo {
  readonly role: AdministratorRole;
  readonly name: string;
  readonly firm: string | null;
  readonly street: string | null;
  readonly postalCode: string | null;
  readonly city: string | null;
  readonly phone: string | null;
  readonly email: string | null;
}

const ROLE = String.raw`(vorläufige[nrm]?\s+)?(Insolvenzverwalter(?:in)?|Sachwalter(?:in)?|Treuhänder(?:in)?|Sachverständige[nr]?)`;

// "Zum (vorläufigen) Insolvenzverwalter wird (bestellt|ernannt): X", "Zur Insolvenzverwalterin ist X bestellt worden".
const APPOINTED = new RegExp(
  String.raw`\b(?:Zum|Zur|zum|zur)\s+${ROLE}\s+(?:wird|ist|wurde)(?:\s+(?:bestellt|ernannt|bestimmt|eingesetzt))?(?:\s+worden)?\s*:?\s*`,
  'g',
);
// "Insolvenzverwalter ist: X", "Sachwalter ist: X", "Insolvenzverwalter: X".
const NAMED = new RegExp(String.raw`(?<![\wäöüß])${ROLE}\s*(?:ist\s*:?|:)\s*`, 'g');
// "… X, Straße 1, 01069 Dresden, zu dem vorläufigen Insolvenzverwalter bestellt" (name before the role).
const APPOINTED_AFTER = new RegExp(
  String.raw`\bzu(?:m|r| dem| der)\s+${ROLE}\s+(?:\([^()]{0,40}\)\s+)?(?:bestellt|ernannt)`,
  'g',
);
// "an dem weiter beteiligt ist: Rechtsanwalt X, … - Sachverständiger -".
const PARTY_ROLE = new RegExp(String.raw`\s-\s*${ROLE}\s*-`, 'g');

// Where an administrator block ends.
const BLOCK_END =
  /\s(?:bestellt|ernannt|zu(?:m|r| dem| der)\s+(?:vorläufigen\s+)?(?:Insolvenzverwalter|Sachwalter|Treuhänder))\b|\.\s+(?=(?:Die|Der|Das|Den|Dem|Es|Er|Sie|Forderungen|Insolvenzforderungen|Verfügungen|Gläubiger|Wer|Auf|Im|Zur|Zum|Gem|Gemäß|Ein|Eine|Hinweis|Rechtsmittel\w*|Rechtsbehelf\w*)\b)|\s\d{1,2}\.\)?\s+(?=[A-ZÄÖÜ])|\s(?=(?:Forderungen|Insolvenzforderungen|Verfügungen|Die Gläubiger|Das schriftliche|Es wurde|Es wird|Die Eigenverwaltung|Der vorläufige|Die vorläufige)\b)|\s-\s*(?:vorläufige[rn]?\s+)?(?:Sachverständige|Insolvenzverwalter|Sachwalter)/;

// Titles and professions that start an administrator's name ("Rechtsanwalt Dr.", "Herr Dipl.-Kfm.").
const NAME_START =
  /^(?:Herrn?|Frau|Rechtsanwalt|Rechtsanwältin|RA|RAin|Dr\.|Prof\.|Dipl\.|Steuerberater|Wirtschaftsprüfer|[\p{Lu}][\p{Ll}'-]+\s+[\p{Lu}])/u;

function roleOf(vorlaeufig: string | undefined, word: string): AdministratorRole {
  const preliminary = vorlaeufig !== undefined && vorlaeufig.trim().length > 0;
  if (/^Sachwalter/.test(word)) return preliminary ? 'vorlaeufiger_sachwalter' : 'sachwalter';
  if (/^Treuhänder/.test(word)) return 'treuhaender';
  if (/^Sachverständig/.test(word)) return 'sachverstaendiger';
  return preliminary ? 'vorlaeufiger_insolvenzverwalter' : 'insolvenzverwalter';
}

function findPhone(block: string): string | null {
  const match =
    /(?<![\wäöüß])(?:Tel(?:efon)?\.?|Fon|Phone)(?:\s*(?:geschäftlich|dienstlich))?\s*:?\s*(\+?[\d(][\d\s()/+.–-]{4,28}\d)/.exec(
      block,
    );
  return match ? match[1].replace(/\s+/g, ' ').trim() : null;
}

function findEmail(block: string): string | null {
  const match = /[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}/i.exec(block);
  return match ? match[0] : null;
}

const FIRM_NOISE =
  /^(?:GF|Gerichtsfach|Postfach)\b|Gebäude|Eingang|Etage|\bOG\b|Zimmer|^D$|^Tel|^Fax|^E-Mail|^Internet|^www\./i;

function cleanFirm(segment: string): string | null {
  const firm = segment
    .replace(/^c\/o\s+/i, '')
    .replace(/^[-–\s]+|[-–\s]+$/g, '')
    .trim();
  if (!firm || FIRM_NOISE.test(firm)) return null;
  return firm;
}

const TITLE =
  /^(?:Herrn?|Frau|Rechtsanwalt|Rechtsanwältin|RA|RAin|Dr\.|Prof\.|jur\.|rer\.|pol\.|Dipl\.[\p{L}.-]*|Diplom-[\p{L}]+|Steuerberater(?:in)?|Wirtschaftsprüfer(?:in)?|[\p{L}]+\.-[\p{L}.]+|\([\p{L}]+\)|[\p{L}]{2,}\.)$/u;
const FIRM_WORD =
  /Rechtsanwälte|Rechtsanwalts|Partnerschaft|Kanzlei|Kollegen|Partner\b|Sozietät|GmbH|mbB|PartG|LLP|\bAG\b/;

/** "Rechtsanwalt Steffen Zerkaulen Reinhardt & Kollegen … GmbH" → person and firm (no comma between them). */
function splitPersonAndFirm(name: string): { person: string; firm: string } | null {
  if (!FIRM_WORD.test(name)) return null;
  const tokens = name.split(' ');
  let index = 0;
  while (index < tokens.length && TITLE.test(tokens[index])) index++;
  // Given name and surname, with initials in between ("Michael W. Kuleisa").
  let words = 0;
  while (index < tokens.length && words < 2) {
    if (!/^[\p{Lu}][\p{L}'-]*\.?$/u.test(tokens[index])) break;
    if (!/^[\p{Lu}][.-]/u.test(tokens[index])) words++;
    index++;
  }
  if (words < 2 || index >= tokens.length) return null;
  const firm = tokens.slice(index).join(' ');
  if (!FIRM_WORD.test(firm)) return null;
  return { person: tokens.slice(0, index).join(' '), firm };
}

interface ParsedBlock {
  readonly name: string;
  readonly firm: string | null;
  readonly street: string | null;
  readonly postalCode: string | null;
  readonly city: string | null;
  readonly phone: string | null;
  readonly email: string | null;
}

/** Name, firm, address and contact from an administrator block ("Rechtsanwalt X, Firm, Street 1, 12345 City, Tel …"). */
function parseBlock(block: string): ParsedBlock | null {
  const text = block.replace(/\s+/g, ' ').trim();
  if (!NAME_START.test(text)) return null;
  const place = findPostalPlaces(text)[0];
  const phone = findPhone(text);
  const email = findEmail(text);
  if (!place) {
    const name = text.split(/,|\s(?:Tel|Telefon|Fax|E-Mail)\b/)[0].trim();
    return name ? { name, firm: null, street: null, postalCode: null, city: null, phone, email } : null;
  }
  const before = text.slice(0, place.index).replace(/[\s,]+$/, '');
  const segments: string[] = [];
  for (const segment of before.split(/,\s*/)) {
    if (!segment.trim()) continue;
    // "O 3, 11 + 12": a segment of house numbers continues the previous one.
    if (/^[\d\s+/-]+[a-zA-Z]?$/.test(segment) && segments.length > 0) segments[segments.length - 1] += `, ${segment}`;
    else segments.push(segment);
  }
  let name: string;
  let street: string | null;
  const firms: string[] = [];
  if (segments.length === 1) {
    const split = splitLeadAndStreet(segments[0]);
    name = split.lead;
    street = split.street;
  } else {
    name = segments[0];
    const last = segments[segments.length - 1];
    // The last segment is the street, unless a firm is glued to it ("… GmbH Louis-Braille-Straße 5").
    const split =
      last.split(/\s+/).length > 4 || detectLegalForm(last) ? splitLeadAndStreet(last) : { lead: '', street: last };
    street = split.street;
    for (const middle of segments.slice(1, -1)) {
      const firm = cleanFirm(middle);
      if (firm) firms.push(firm);
    }
    if (split.lead) {
      const firm = cleanFirm(split.lead);
      if (firm) firms.push(firm);
    }
  }
  name = name.replace(/\s+/g, ' ').trim();
  const glued = splitPersonAndFirm(name);
  if (glued) {
    name = glued.person;
    firms.unshift(glued.firm);
  }
  if (!name) return null;
  return {
    name,
    firm: firms.length > 0 ? firms.join(', ') : null,
    street: street ? street.replace(/^c\/o\s+/i, '').trim() || null : null,
    postalCode: place.postalCode,
    city: place.city,
    phone,
    email,
  };
}

interface Candidate {
  readonly index: number;
  readonly role: AdministratorRole;
  readonly block: ParsedBlock;
}

function blockAfter(text: string, start: number): string {
  const window = text.slice(start, start + 420);
  const end = BLOCK_END.exec(window);
  return end ? window.slice(0, end.index) : window;
}

/** Adds the address of a block that has none from another mention of the same name ("… beteiligt ist X, Str. 1, …"). */
function completeAddress(text: string, block: ParsedBlock): ParsedBlock {
  if (block.postalCode) return block;
  const bare = block.name.replace(/^(?:Herrn?|Frau)\s+/, '');
  let from = text.indexOf(bare);
  while (from >= 0) {
    const other = parseBlock(blockAfter(text, from));
    if (other?.postalCode)
      return { ...other, name: block.name, phone: block.phone ?? other.phone, email: block.email ?? other.email };
    from = text.indexOf(bare, from + bare.length);
  }
  return block;
}

/**
 * The administrator appointed or named by the notice: Insolvenzverwalter(in), Sachwalter(in), Treuhänder(in), their
 * preliminary forms, or a Sachverständige(r) when nobody else is appointed. In notices about preliminary measures
 * an "Insolvenzverwalter" is the preliminary one.
 */
export function findAdministrator(text: string, publicationType: PublicationType): AdministratorInfo | null {
  const candidates: Candidate[] = [];
  for (const pattern of [APPOINTED, NAMED]) {
    for (const match of text.matchAll(pattern)) {
      const start = (match.index ?? 0) + match[0].length;
      const block = parseBlock(blockAfter(text, start));
      if (block) candidates.push({ index: match.index ?? 0, role: roleOf(match[1], match[2]), block });
    }
  }
  for (const match of text.matchAll(APPOINTED_AFTER)) {
    const index = match.index ?? 0;
    const window = text.slice(Math.max(0, index - 320), index);
    const lead = /(?:Uhr|wurde|wird|ist|:|\.)\s+(?=[\p{Lu}])/gu;
    let start = -1;
    for (const cue of window.matchAll(lead)) start = (cue.index ?? 0) + cue[0].length;
    if (start < 0) continue;
    const block = parseBlock(window.slice(start));
    if (block) candidates.push({ index, role: roleOf(match[1], match[2]), block });
  }
  for (const match of text.matchAll(PARTY_ROLE)) {
    const index = match.index ?? 0;
    const window = text.slice(Math.max(0, index - 260), index);
    const cue = /(?:beteiligt ist|Beteiligte[rn]?)\s*:?\s*(?=[\p{Lu}])/u.exec(window);
    if (!cue) continue;
    const block = parseBlock(window.slice(cue.index + cue[0].length));
    if (block) candidates.push({ index, role: roleOf(match[1], match[2]), block });
  }
  if (candidates.length === 0) return null;
  candidates.sort((a, b) => a.index - b.index);
  const preliminary = publicationType === 'sicherungsmassnahmen' || publicationType === 'schutzschirmverfahren';
  const expertMayServe = preliminary || publicationType === 'sonstiges';
  const chosen =
    candidates.find((candidate) => candidate.role !== 'sachverstaendiger') ?? (expertMayServe ? candidates[0] : null);
  if (!chosen) return null;
  let role = chosen.role;
  if (preliminary) {
    if (role === 'insolvenzverwalter') role = 'vorlaeufiger_insolvenzverwalter';
    if (role === 'sachwalter') role = 'vorlaeufiger_sachwalter';
  }
  const block = completeAddress(text, chosen.block);
  return { role, ...block };
}
