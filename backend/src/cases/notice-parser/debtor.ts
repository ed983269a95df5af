import type { DebtorKind } from '../domain/case-notice.js';
import { findAddresses, splitLeadAndStreet, type AddressInText } from './address.js';
import { detectLegalForm } from './legal-form.js';

/**
 * The debtor of a notice: who the proceedings are about (never the filing creditor, the managing director, the
 * general partner or the administrator), with the debtor's own address.
 */
export interface DebtorFinding {
  readonly name: string | null;
  readonly kind: DebtorKind;
  readonly legalForm: string | null;
  readonly address: AddressInText | null;
  readonly addressNote: 'former' | 'after-representative' | null;
  /** Where the debtor's part of the notice starts (register phrases in front of the name included) and ends. */
  readonly blockStart: number;
  readonly blockEnd: number;
}

const NO_DEBTOR: DebtorFinding = {
  name: null,
  kind: 'unknown',
  legalForm: null,
  address: null,
  addressNote: null,
  blockStart: -1,
  blockEnd: -1,
};

// "der Schuldnerin", "das eigene Vermögen", "ihr Vermögen": a reference back to the debtor, not the debtor's name.
const GENERIC_PARTY =
  /^(?:(?:der|des|die|dem|d\.)\s+)?(?:Schuldner(?:in)?|Antragsteller(?:in)?|Antragsgegner(?:in)?|Insolvenzschuldner(?:in)?|Betroffenen?|eigenen?|ihr(?:es)?|sein(?:es)?|Gesellschaft\b(?!\s+(?:mit|für|zur|bürgerlichen)))/i;

const ARTICLE = /^(?:der|des|dem|die|d\.|von|vom)\s+/;
const REGISTER_PREFIX =
  /^im\s+(?:Handels|Genossenschafts|Vereins|Partnerschafts)?-?[Rr]egister(?:\s+[AB])?\s+(?:des|beim)\s+Amtsgerichts?\s+.{1,70}?\s+unter\s+(?:(?:HR[AB]|GnR|VR|PR)\s?(?:Nr\.?\s?)?\d+(?:\s?[A-Z]{1,2}\b)?)\s+eingetragenen\s+/;
const DECEASED_PREFIX = /^(?:(?:am|im)\s+[^,]{1,40}?\s+)?(?:verstorbenen|verschiedenen|verstorbene)\s+/i;
const FIRM_PREFIX = /^(?:Firma|Fa\.)\s+/;
const SALUTATION = /^(?:Herrn?|Frau)\s+(?=[A-ZÄÖÜ])/;

// Where the debtor's name ends.
const NAME_END =
  /,\s|;\s|\s\((?=AG\b|Amts|Registergericht|HR[AB]|Reg|vormals|früher|ehemals|ehem\.|zuvor|bisher|frühere)|\s(?=(?:gesetzlich\s+)?vertreten\b|vertr\.|Registergericht|Register-Nr|Amtsgericht\s|AG\s+[A-ZÄÖÜ][^,()]{0,40},\s*HR|HR[AB]\s?\d|Geschäftszweig|c\/o\b|ehemals\b|früher\b|vormals\b|zuletzt\b|geboren\b|geb\.|wohnhaft\b|mit Sitz\b|ist\s+(?:am|der|heute|das)\b|wird\b|wurde\b|hat\s+das\b|ergeht\b|eingetragen\b|-\s*(?:Schuldner|Antrag)|Inhaber(?:in)?\b|handelnd\b|Gz\.|Geschäftsanschrift|geschäftsansässig|eröffnet\b)|\s-\s(?=Schuldner|Antrag)/;

// Where the debtor's part of the notice ends: the operative part, the next party or the court's resolution.
const BLOCK_END =
  /\s(?:ist\s+(?:am|der|heute|beabsichtigt|durch|gegen)\b|wird\s|wurde\s|werden\s|hat\s+das\b|ergeht\b|-\s*(?:Schuldner(?:in)?|Antragsgegner(?:in)?|Antragsteller(?:in)?|Eigenantrag|Insolvenzschuldner(?:in)?)\b|Verfahrensbevollmächtigte|an dem weiter beteiligt|auf Eröffnung des|Beschluss\b|\|\s|\d\.\)?\s+(?:Das|Über|Zum|Zur|Der|Die)\s|das Insolvenzverfahren eröffnet|eröffnet worden|sind durch Beschluss)/;

const REPRESENTATIVE = /(?:\bgesetzlich\s+)?\bvertr(?:eten|\.)|\bd\.\s?vertr\.|\bdiese\s+vertreten/;

interface Anchor {
  /** Start of the anchor phrase ("über das Vermögen …"). */
  readonly index: number;
  /** Start of the debtor's name. */
  readonly nameStart: number;
  readonly estate: boolean;
}

/** Skips an article, the NRW register phrase, "Firma" and "am … verstorbenen" in front of the name. */
function skipNamePrefix(text: string, start: number): number {
  let position = start;
  // One article per phrase: "der von der Heyden GmbH" keeps "von der".
  let articleTaken = false;
  for (let step = 0; step < 6; step++) {
    const rest = text.slice(position, position + 260);
    const article: RegExpExecArray | null = articleTaken ? null : ARTICLE.exec(rest);
    const phrase = REGISTER_PREFIX.exec(rest) ?? DECEASED_PREFIX.exec(rest) ?? FIRM_PREFIX.exec(rest);
    const match: RegExpExecArray | null = article ?? phrase;
    if (!match) break;
    articleTaken = match === article;
    position += match[0].length;
  }
  return position;
}

function isGeneric(text: string, nameStart: number): boolean {
  const rest = text.slice(nameStart, nameStart + 60);
  return GENERIC_PARTY.test(rest) || !/^[\p{Lu}\p{Ll}\d"'„»]/u.test(rest);
}

function findAnchor(text: string): Anchor | null {
  // "über das Vermögen der X", "über den Nachlass des X" – the usual phrase in every Land's template.
  for (const match of text.matchAll(/über\s+(?:das\s+Vermögen|den\s+Nachlass)\s+(?:des\s+Nachlasses\s+)?/gi)) {
    const index = match.index ?? 0;
    if (index > 4000) break;
    const estate = /Nachlass/i.test(match[0]);
    const before = text.slice(Math.max(0, index - 40), index);
    if (/\b(?:Verfügungsbefugnis|Verwaltungs-)\s*(?:und\s+Verfügungsbefugnis)?\s*$/.test(before)) continue;
    const nameStart = skipNamePrefix(text, index + match[0].length);
    if (isGeneric(text, nameStart)) continue;
    return { index, nameStart, estate };
  }
  // "In dem Verfahren gegen X - Schuldnerin -" (Rheinland-Pfalz, Hessen: creditor first, then "gegen").
  for (const match of text.matchAll(/\bgegen\s+/g)) {
    const index = match.index ?? 0;
    if (index > 3000) break;
    const nameStart = skipNamePrefix(text, index + match[0].length);
    const party = text.slice(nameStart, nameStart + 700);
    if (!/-\s*(?:Schuldner(?:in)?|Antragsgegner(?:in)?)\s*-/.test(party) || isGeneric(text, nameStart)) continue;
    return { index, nameStart, estate: false };
  }
  // "In dem Verfahren über den Antrag X, … - Schuldnerin - auf Eröffnung … über das eigene Vermögen" (own petition).
  for (const match of text.matchAll(/über\s+(?:den|die)\s+(?:Eigen)?[Aa]ntr(?:ag|äge)\s+/g)) {
    const index = match.index ?? 0;
    if (index > 3000) break;
    const nameStart = skipNamePrefix(text, index + match[0].length);
    const party = text.slice(nameStart, nameStart + 900);
    const marker = /-\s*(?:Schuldner(?:in)?|Antragsteller(?:in)?)\s*-|auf Eröffnung/.exec(party);
    if (!marker || /antragstellende|Gläubiger/i.test(party.slice(0, marker.index))) continue;
    if (isGeneric(text, nameStart) || /^auf\b/.test(text.slice(nameStart))) continue;
    return { index, nameStart, estate: false };
  }
  // "Am 27.12.2019 ist das Insolvenzverfahren X GmbH, … eröffnet worden" (Frankfurt am Main).
  const opened =
    /\b(?:ist|wird|wurde)\s+das\s+Insolvenzverfahren\s+(?!über|eröffnet|wegen|am|heute|mangels|als|mit|durch)(?=[\p{Lu}\d])/u.exec(
      text.slice(0, 3000),
    );
  if (opened) return { index: opened.index, nameStart: opened.index + opened[0].length, estate: false };
  return null;
}

/** "Mustermann, Max" – a surname followed by given names after a comma (portal style for natural persons). */
function extendSurnameFirst(text: string, name: string, nameEnd: number): { name: string; end: number } {
  if (!/^(?:(?:von|van|de|zu|von der|van der)\s+)?[\p{Lu}][\p{L}'-]+$/u.test(name)) return { name, end: nameEnd };
  const next =
    /^,\s+((?:[\p{Lu}][\p{L}'.-]+)(?:\s+[\p{Lu}][\p{L}'.-]+){0,2})(?=\s*(?:,|\(|$|\s(?:geb|geboren|wohnhaft|zuletzt|vertreten)))/u.exec(
      text.slice(nameEnd, nameEnd + 80),
    );
  if (!next || /\d/.test(next[1]) || detectLegalForm(next[1])) return { name, end: nameEnd };
  return { name: `${name}, ${next[1]}`, end: nameEnd + next[0].length };
}

function cleanName(raw: string): string {
  return raw
    .replace(/\s+/g, ' ')
    .replace(/^[\s,;:-]+|[\s,;:-]+$/g, '')
    .replace(/\s+-$/, '')
    .trim();
}

function debtorKind(name: string, legalForm: string | null, estate: boolean, context: string): DebtorKind {
  if (estate) return 'estate';
  if (legalForm) return 'company';
  if (
    /gesellschaft|verein|stiftung|genossenschaft|&\s*(?:Co|Partner)\b|\bPartner\b|Holding|Gruppe|Werke?\b|Kanzlei|Praxis/i.test(
      name,
    )
  ) {
    return 'company';
  }
  if (
    /^(?:Herrn?|Frau)\s/.test(context) ||
    /^[^,]{0,80},?\s*(?:geb\.|geboren|wohnhaft|zuletzt wohnhaft)/.test(context.slice(name.length))
  ) {
    return 'person';
  }
  if (/^[\p{Lu}][\p{L}'-]+,\s+[\p{Lu}][\p{L}'.-]+/u.test(name)) return 'person';
  if (/^(?:[\p{Lu}][\p{Ll}'.-]+\s+){1,3}[\p{Lu}][\p{Ll}'-]+$/u.test(name)) return 'person';
  return 'unknown';
}

/** Finds the debtor's name, kind, legal form and address. */
export function findDebtor(text: string): DebtorFinding {
  const anchor = findAnchor(text);
  if (!anchor) return NO_DEBTOR;
  const afterName = text.slice(anchor.nameStart, anchor.nameStart + 1600);
  const endMatch = NAME_END.exec(afterName);
  let nameEnd = anchor.nameStart + (endMatch ? endMatch.index : Math.min(afterName.length, 200));
  const blockMatch = BLOCK_END.exec(text.slice(nameEnd, anchor.nameStart + 1600));
  const blockEnd = blockMatch ? nameEnd + blockMatch.index : Math.min(text.length, anchor.nameStart + 1600);

  const addresses = findAddresses(text, anchor.nameStart, Math.max(blockEnd, nameEnd));
  let name = text.slice(anchor.nameStart, nameEnd);
  let glued: AddressInText | null = null;
  const first = addresses[0];
  if (first && first.index < nameEnd) {
    // No comma between name and address: "TerraMineral Industriefüllstoffe GmbH Huttenheimer Landstraße 2 76676 …".
    const split = splitLeadAndStreet(text.slice(anchor.nameStart, first.index).replace(/[\s,]+$/, ''));
    name = split.lead || name;
    nameEnd = anchor.nameStart + name.length;
    glued = { ...first, street: split.street || first.street };
  }
  const extended = extendSurnameFirst(text, cleanName(name), nameEnd);
  const salutation = SALUTATION.exec(extended.name);
  let cleaned = cleanName(extended.name);
  const legalForm = detectLegalForm(cleaned);
  if (salutation && !legalForm) cleaned = cleaned.slice(salutation[0].length);
  if (!cleaned || cleaned.length < 2) return { ...NO_DEBTOR, blockStart: anchor.index, blockEnd };

  const context = text.slice(anchor.nameStart, anchor.nameStart + 200);
  const kind = debtorKind(cleaned, legalForm, anchor.estate, context);

  const repMatch = REPRESENTATIVE.exec(text.slice(extended.end, blockEnd));
  const repStart = repMatch ? extended.end + repMatch.index : blockEnd;
  const own = glued ? [glued] : addresses.filter((address) => address.index < repStart && address.index >= nameEnd);
  let address: AddressInText | null = own.find((candidate) => !candidate.former) ?? null;
  let addressNote: DebtorFinding['addressNote'] = null;
  if (!address && own.length > 0) {
    address = own[0];
    addressNote = 'former';
  }
  if (!address) {
    const later = addresses.find((candidate) => candidate.index >= repStart);
    if (later) {
      address = later;
      addressNote = later.former ? 'former' : 'after-representative';
    }
  }
  return {
    name: cleaned,
    kind,
    legalForm,
    address,
    addressNote,
    blockStart: anchor.index,
    blockEnd: Math.max(blockEnd, nameEnd),
  };
}
