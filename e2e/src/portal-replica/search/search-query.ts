/**
 * Turns a posted search form into a query, with the portal's validation messages for values it rejects.
 */
import { COURTS, REGISTER_COURTS } from '../generator/tables/courts.js';
import { STATE_CODES, type StateCode, SUBJECT_CODES, type SubjectCode } from '../generator/notice.js';
import { CONTROL, NO_CODE, REGISTER_SIGNS, REGISTER_TYPES, WILDCARD_MODES } from './form-controls.js';

export interface SearchQuery {
  readonly state: StateCode | null;
  readonly courtCode: string | null;
  readonly subject: SubjectCode | null;
  /** YYYY-MM-DD, inclusive. */
  readonly from: string | null;
  readonly to: string | null;
  readonly wildcardMode: string;
  readonly name: string;
  readonly firstName: string;
  readonly seat: string;
  readonly azDivision: string;
  readonly azSign: string | null;
  readonly azNumber: string;
  readonly azYear: string;
  readonly register: { readonly courtCode: string; readonly type: string; readonly number: string } | null;
}

export type ParsedQuery = { readonly query: SearchQuery } | { readonly error: string };

const courtCodes = new Set(COURTS.map((c) => c.code));
const registerCourtCodes = new Set(REGISTER_COURTS.map((c) => c.code));

function selected(form: URLSearchParams, name: string): string | null {
  const value = (form.get(name) ?? '').trim();
  return value === '' || value === NO_CODE ? null : value;
}

function text(form: URLSearchParams, name: string): string {
  return (form.get(name) ?? '').trim().replace(/\s+/g, ' ');
}

/** Accepts the HTML5 form (YYYY-MM-DD) and the German form (dd.mm.yyyy). */
function date(value: string): string | null | undefined {
  if (value === '') return null;
  let iso = value;
  const german = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(value);
  if (german) iso = `${german[3]}-${(german[2] as string).padStart(2, '0')}-${(german[1] as string).padStart(2, '0')}`;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return undefined;
  const parsed = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== iso ? undefined : iso;
}

const invalid = (field: string) => `Fehler in Feld '${field}': Validierungsfehler: Wert ist ungültig.`;

export function parseSearchForm(form: URLSearchParams): ParsedQuery {
  const state = selected(form, CONTROL.state);
  if (state && !(STATE_CODES as readonly string[]).includes(state)) return { error: invalid('Bundesland') };
  const courtCode = selected(form, CONTROL.court);
  if (courtCode && !courtCodes.has(courtCode)) return { error: invalid('Insolvenzgericht') };
  const subject = selected(form, CONTROL.subject);
  if (subject && !(SUBJECT_CODES as readonly string[]).includes(subject)) return { error: invalid('Gegenstand') };
  const from = date(text(form, CONTROL.dateFrom));
  if (from === undefined)
    return { error: "Fehler in Feld 'Veröffentlichungsdatum von': Bitte geben Sie ein gültiges Datum an." };
  const to = date(text(form, CONTROL.dateTo));
  if (to === undefined)
    return { error: "Fehler in Feld 'Veröffentlichungsdatum bis': Bitte geben Sie ein gültiges Datum an." };
  if (from && to && from > to)
    return { error: "Das Veröffentlichungsdatum 'von' darf nicht nach dem Datum 'bis' liegen." };
  const wildcardMode = text(form, CONTROL.wildcard) || '0';
  if (!WILDCARD_MODES.some(([value]) => value === wildcardMode)) return { error: invalid('Platzhalter') };
  const azSign = selected(form, CONTROL.azSign);
  if (azSign && !(REGISTER_SIGNS as readonly string[]).includes(azSign)) return { error: invalid('Aktenzeichen') };
  const azNumber = text(form, CONTROL.azNumber);
  const azYear = text(form, CONTROL.azYear);
  if ((azNumber && !/^\d+$/.test(azNumber)) || (azYear && !/^\d{2}(\d{2})?$/.test(azYear))) {
    return { error: "Fehler in Feld 'Aktenzeichen': Bitte geben Sie Zahlen an." };
  }

  const registerCourt = selected(form, CONTROL.registerCourt);
  const registerType = selected(form, CONTROL.registerType);
  const registerNumber = text(form, CONTROL.registerNumber);
  let register: SearchQuery['register'] = null;
  if (registerCourt || registerType || registerNumber) {
    if (!registerCourt || !registerType || !registerNumber) {
      return { error: "Fehler in Feld 'Registereintrag': Der Registereintrag muss eindeutig belegt sein!" };
    }
    if (!registerCourtCodes.has(registerCourt)) return { error: invalid('Registergericht') };
    if (!(REGISTER_TYPES as readonly string[]).includes(registerType)) return { error: invalid('Registerart') };
    register = { courtCode: registerCourt, type: registerType, number: registerNumber };
  }

  return {
    query: {
      state: state as StateCode | null,
      courtCode,
      subject: subject as SubjectCode | null,
      from,
      to,
      wildcardMode,
      name: text(form, CONTROL.name),
      firstName: text(form, CONTROL.firstName),
      seat: text(form, CONTROL.seat),
      azDivision: text(form, CONTROL.azDivision),
      azSign,
      azNumber,
      azYear,
      register,
    },
  };
}

/** § 2 InsoBekV: after two weeks a search must name the court and one identifier. */
export function isRestrictedSearch(query: SearchQuery): boolean {
  const identifier = Boolean(query.name || query.seat || query.azNumber || query.register);
  return Boolean(query.courtCode) && identifier;
}
