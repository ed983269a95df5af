import { endOfLastLegalForm } from './legal-form.js';

/**
 * Postal addresses in notice texts: "Hofstraße 9-11, 36341 Lauterbach (Hessen)", also without commas
 * ("Dresdner Straße 86 09130 Chemnitz") and with the street glued to a name or firm before it.
 */
export interface Address {
  readonly street: string | null;
  readonly postalCode: string;
  readonly city: string;
  /** Index of the postal code (or its "D-" prefix) in the searched text. */
  readonly index: number;
  /** Index just after the city. */
  readonly end: number;
}

// Five digits that are a postal code: not part of a register number, phone number, file number or date, and
// followed by a capitalised place name.
const POSTAL_CODE =
  /(?<![\d/.,:+-]|(?:HR[AB]|GnR|VR|PR|Nr\.?|Gz\.?:?|Az\.?:?|Tel\.?:?|Fax:?|Telefon:?)\s?)(?:D\s?-?\s?)?(\d{5})(?![\d/.,:-])\s+(?=[A-ZÄÖÜ][a-zäöüßé])/g;

// City words that may start a two-word place name ("Bad Homburg", "Schwäbisch Hall", "Königs Wusterhausen").
const CITY_FIRST_WORDS =
  /^(?:Bad|St\.?|Sankt|Schwäbisch|Bergisch|Königs|Hann\.|Groß|Klein|Lutherstadt|Hansestadt|Ostseebad|Seebad|Markt|Neu|Alt|Hohen|Ober|Unter|Nieder|Stadt)$/;
// Joining words inside place names ("Frankfurt am Main", "Neustadt an der Weinstraße", "Limburg a.d. Lahn").
const CITY_PARTICLES =
  /^(?:am|an|der|den|dem|im|in|bei|ob|unter|vor|auf|a\.|a\.d\.|a\.\s?d\.|i\.|i\.d\.|i\.\s?d\.|v\.|v\.d\.|d\.|b\.|OT|Ortsteil|Stadtteil)$/;
const CITY_STOP =
  /^(?:Tel|Tel\.|Telefon|Telefax|Fax|E-Mail|Email|Mail|Internet|Web|vertreten|vertr\.|gesetzlich|Registergericht|Register|Amtsgericht|AG|HRB|HRA|Geschäftszweig|wird|ist|hat|wurde|ergeht|bestellt|eingetragen|Deutschland|DEUTSCHLAND|GERMANY)$/;

/** Reads the place name that follows a postal code: up to the first comma, keyword or unrelated capitalised word. */
function readCity(text: string, start: number): { city: string; end: number } | null {
  const slice = text.slice(start, start + 100);
  const words: string[] = [];
  let end = start;
  for (const token of slice.matchAll(/\S+/g)) {
    let word = token[0];
    let stop = false;
    const cut = word.search(/[,;|]/);
    if (cut >= 0) {
      word = word.slice(0, cut);
      stop = true;
    }
    if (word.endsWith(':')) {
      word = word.slice(0, -1);
      stop = true;
    }
    // "Berlin." ends a sentence; "Großpostwitz/O.L.", "a.d." and "Hann." do not.
    if (/[a-zäöüß]{2}\.$/.test(word) && !CITY_PARTICLES.test(word) && word !== 'Hann.') {
      word = word.slice(0, -1);
      stop = true;
    }
    if (!word) break;
    const previous = words[words.length - 1];
    if (previous === undefined) {
      if (!/^[A-ZÄÖÜ][\wäöüßÄÖÜéè'./()-]*$/.test(word)) break;
    } else if (CITY_STOP.test(word)) {
      break;
    } else if (word.startsWith('(')) {
      // "(Hessen)", "(Saale)", "(Oldenburg)" belong to the place; "(AG Gießen" does not.
      if (!/^\([A-ZÄÖÜ][\wäöüß.]*\)$/.test(word) || /^\((?:AG|HR[AB])\)$/.test(word)) break;
    } else if (CITY_PARTICLES.test(word)) {
      // "am", "an der", "a.d.", "OT": continue with the next word.
    } else if (/^[A-ZÄÖÜ]/.test(word)) {
      const afterParticle = CITY_PARTICLES.test(previous);
      const afterFirstWord = words.length === 1 && CITY_FIRST_WORDS.test(previous);
      if (!afterParticle && !afterFirstWord) break;
    } else {
      break;
    }
    words.push(word);
    end = start + (token.index ?? 0) + word.length;
    if (stop) break;
  }
  while (words.length > 0 && CITY_PARTICLES.test(words[words.length - 1])) words.pop();
  if (words.length === 0) return null;
  return { city: words.join(' '), end };
}

/** All postal-code + city occurrences in the text. */
export function findPostalPlaces(text: string): { postalCode: string; city: string; index: number; end: number }[] {
  const places: { postalCode: string; city: string; index: number; end: number }[] = [];
  for (const match of text.matchAll(POSTAL_CODE)) {
    const index = match.index ?? 0;
    const city = readCity(text, index + match[0].length);
    if (city) places.push({ postalCode: match[1], city: city.city, index, end: city.end });
  }
  return places;
}

const STREET_SUFFIX =
  /(?:straße|strasse|str\.|straßl|weg|allee|platz|ring|damm|gasse|ufer|chaussee|steig|stieg|pfad|markt|hof|berg|feld|garten|park|anlage|wall|graben|brücke|tor|kamp|winkel|zeile|bogen|höhe|aue|promenade|deich|koppel|wiese|grund|hain|horst|siedlung|steg|tal|kai|gang|passage|insel|heide|brink|busch|werk|hafen|bruch|stätte|acker|end|rain|leite|wiesen|gärten|höfe|felde)$/i;
// Street nouns that stand as a word of their own after an adjective or name ("Dresdner Straße", "Berner Feld").
const STANDALONE_STREET_WORD =
  /^(?:Straße|Strasse|Str\.|Weg|Allee|Platz|Ring|Damm|Gasse|Ufer|Chaussee|Markt|Landstraße|Heerstraße|Hof|Steig|Stieg|Pfad|Wall|Tor|Brücke|Feld|Berg|Tal|Graben|Kamp|Garten|Park|Anlage|Höhe|Hafen|Winkel|Brink|Bogen|Breite|Aussicht|Promenade)$/;
const STREET_PREPOSITION =
  /^(?:Am|An|Auf|Im|In|Zum|Zur|Zu|Unter|Unterm|Hinter|Hinterm|Vor|Vorm|Beim|Bei|Über|Zwischen)$/;
const STREET_PARTICLE = /^(?:der|den|dem|die|des|zum|zur|am|an|auf|im|in)$/;
const STREET_ADJECTIVE =
  /^(?:Alte|Alter|Altes|Große|Großer|Großes|Kleine|Kleiner|Kleines|Neue|Neuer|Neues|Obere|Oberer|Untere|Unterer|Lange|Langer|Hohe|Hoher|Breite|Breiter|Schöne|Schöner|St\.|Sankt|Bad)$/;
const HOUSE_NUMBER = /^\d{1,4}(?:\s?[a-zA-Z])?(?:[-–/]\d{1,4}[a-zA-Z]?)?$/;
// Mannheim's city centre is addressed by squares: "O 3, 11 + 12", "P 7, 20".
const MANNHEIM_SQUARE = /(?:^|\s)([A-U]\s?\d{1,2},\s?\d{1,3}[a-zA-Z]?(?:\s?[-+/]\s?\d{1,3}[a-zA-Z]?)?)$/;

/** Extends a street start to the left over "Am", "An der", "Zum" and similar words. */
function extendOverPrepositions(tokens: readonly string[], start: number): number {
  let index = start;
  while (index > 0 && STREET_PARTICLE.test(tokens[index - 1])) index--;
  if (index > 0 && STREET_PREPOSITION.test(tokens[index - 1])) index--;
  return index;
}

/**
 * Splits "<name or firm> <street> <number>" where no comma separates them ("Rechtsanwalt Dr. Peter Naarmann Dresdner
 * Straße 86", "TerraMineral Industriefüllstoffe GmbH Huttenheimer Landstraße 2"). Returns the leading part and the
 * street; the leading part is empty when the whole text is a street.
 */
export function splitLeadAndStreet(segment: string): { lead: string; street: string } {
  const text = segment.trim();
  const square = MANNHEIM_SQUARE.exec(text);
  if (square) return { lead: text.slice(0, square.index).trim(), street: square[1] };
  const tokens = text.split(/\s+/);
  // Find the house number (possibly "36 - 44", "22 a", "7-9 / Eingang A": take the first number token).
  let numberIndex = -1;
  for (let i = tokens.length - 1; i >= 1; i--) {
    if (/^\d{1,4}[a-zA-Z]?(?:[-–/](?:\d{1,4}[a-zA-Z]?|[IVX]+|[a-zA-Z]))?,?$/.test(tokens[i])) {
      numberIndex = i;
      // Keep going left over "36 - 44" style ranges.
      while (
        numberIndex >= 3 &&
        /^[-–/]$/.test(tokens[numberIndex - 1]) &&
        HOUSE_NUMBER.test(tokens[numberIndex - 2])
      ) {
        numberIndex -= 2;
      }
      break;
    }
  }
  if (numberIndex <= 0) return { lead: '', street: text };
  let start = -1;
  for (let i = numberIndex - 1; i >= Math.max(0, numberIndex - 4); i--) {
    if (STREET_SUFFIX.test(tokens[i].replace(/,$/, ''))) {
      start = i;
      if (STANDALONE_STREET_WORD.test(tokens[i]) && i > 0 && /^[A-ZÄÖÜ]/.test(tokens[i - 1])) start = i - 1;
      start = extendOverPrepositions(tokens, start);
      break;
    }
  }
  if (start < 0) {
    for (let i = numberIndex - 1; i >= Math.max(0, numberIndex - 4); i--) {
      if ((STREET_PREPOSITION.test(tokens[i]) || STREET_ADJECTIVE.test(tokens[i])) && /^[A-ZÄÖÜ]/.test(tokens[i]))
        start = i;
    }
  }
  if (start < 0) {
    // "… GmbH Kreuz 32a": the street starts after the legal form of the name in front of it.
    const legalFormEnd = endOfLastLegalForm(tokens.slice(0, numberIndex).join(' '));
    if (legalFormEnd > 0) {
      const leadCount = tokens.slice(0, numberIndex).join(' ').slice(0, legalFormEnd).split(/\s+/).length;
      if (leadCount < numberIndex) start = leadCount;
    }
  }
  if (start < 0) start = extendOverPrepositions(tokens, numberIndex - 1);
  const lead = tokens.slice(0, start).join(' ');
  // "Neuer Wall 25 / Schleusenbrücke 1": a lead that ends in a house number and "/" is part of the street.
  if (/\d[a-zA-Z]?\s*[/+&-]$|\bund$/.test(lead) && /\d/.test(lead)) {
    const previous = splitLeadAndStreet(lead.replace(/\s*[/+&-]$|\s+und$/, ''));
    return { lead: previous.lead, street: tokens.join(' ').slice(previous.lead.length).trim() };
  }
  return { lead, street: tokens.slice(start).join(' ') };
}

/** Index of the last "(" that is not closed again, or -1. */
function unclosedParenthesis(text: string): number {
  let depth = 0;
  for (let i = text.length - 1; i >= 0; i--) {
    if (text[i] === ')') depth++;
    else if (text[i] === '(') {
      if (depth === 0) return i;
      depth--;
    }
  }
  return -1;
}

const FORMER_ADDRESS =
  /\b(?:ehemals|ehemalige|früher|frühere|vormals|vormalige|davor|bisher|bisherige|alte Anschrift)\b/i;

/** The street of a comma segment, without what may precede it there ("c/o X", "ehemals geschäftsansässig", "HRB 1"). */
function cleanStreet(raw: string): string | null {
  const careOf = /\bc\/o\s+/i.exec(raw);
  let street = (careOf ? raw.slice(careOf.index + careOf[0].length) : raw)
    .trim()
    .replace(
      /^.*?\b(?:(?:ehemals|zuletzt|früher|vormals|aktuell|derzeit|jetzt)\s+)?(?:geschäftsansässig|wohnhaft|Geschäftsanschrift|Anschrift|ansässig)\s*:?\s*/i,
      '',
    )
    .replace(/^(?:ehemals|zuletzt|früher|vormals|frühere Anschrift|aktuell|derzeit|jetzt)\s*:?\s*/i, '')
    .replace(/^.*\b(?:HR[AB]|GnR|VR|PR)\s*\d+\s*(?:[A-Z]{1,2}\b)?\s*/, '')
    .replace(/^[\s,;:()-]+|[\s,;(-]+$/g, '')
    .trim();
  if (!street) return null;
  if (careOf || street.split(/\s+/).length > 4) street = splitLeadAndStreet(street).street;
  return street || null;
}

export interface AddressInText extends Address {
  /** The address is marked as former ("ehemals", "früher", "vormals"). */
  readonly former: boolean;
}

/**
 * Addresses between `from` and `to`: each postal place with the street in front of it (the text back to the
 * previous comma, parenthesis or address).
 */
export function findAddresses(text: string, from = 0, to = text.length): AddressInText[] {
  const slice = text.slice(from, to);
  const places = findPostalPlaces(slice);
  const addresses: AddressInText[] = [];
  let previousEnd = 0;
  for (const place of places) {
    const before = slice.slice(previousEnd, place.index).replace(/[\s,]+$/, '');
    const segmentStart = Math.max(before.lastIndexOf(','), unclosedParenthesis(before), before.lastIndexOf(';'));
    const rawStreet = before.slice(segmentStart + 1);
    const context = slice.slice(Math.max(previousEnd, place.index - 140), place.index);
    const lastComma = context.lastIndexOf(',');
    const precedingPhrase = context.slice(Math.max(0, context.lastIndexOf(',', lastComma - 1)));
    addresses.push({
      street: cleanStreet(rawStreet),
      postalCode: place.postalCode,
      city: place.city,
      index: from + place.index,
      end: from + place.end,
      former: FORMER_ADDRESS.test(precedingPhrase) && !/\b(?:aktuell|derzeit|jetzt|nunmehr)\b/i.test(precedingPhrase),
    });
    previousEnd = place.end;
  }
  return addresses;
}
