/**
 * GET /ap/suche.jsf: the search form with every control of docs/PORTAL.md, the hidden ViewState, and (when shown again
 * after an expired session or a validation error) a message and the values entered before.
 */
import { COURTS, REGISTER_COURTS, STATE_NAMES } from '../generator/tables/courts.js';
import { STATE_CODES, SUBJECT_CODES } from '../generator/notice.js';
import {
  CONTROL,
  NO_CODE,
  REGISTER_SIGNS,
  REGISTER_TYPES,
  SUBJECT_LABELS,
  WILDCARD_MODES,
} from '../search/form-controls.js';
import { escapeAttribute, escapeText } from './escape.js';
import { messages, page, viewStateInput } from './page-layout.js';

export interface SearchPageModel {
  readonly action: string;
  readonly viewState: string;
  readonly errors?: readonly string[];
  /** Previously entered values, by control name. */
  readonly values?: URLSearchParams;
}

function select(
  name: string,
  label: string,
  options: readonly (readonly [string, string])[],
  value: string,
  extra = '',
): string {
  const opts = options
    .map(
      ([v, l]) =>
        `<option value="${escapeAttribute(v)}"${v === value ? ' selected="selected"' : ''}>${escapeText(l)}</option>`,
    )
    .join('');
  return `<label for="${name}">${escapeText(label)}</label>
<select id="${name}" name="${name}" size="1"${extra}>${opts}</select>`;
}

function input(name: string, label: string, type: 'text' | 'date', value: string, maxlength?: number): string {
  const max = maxlength ? ` maxlength="${maxlength}"` : '';
  return `<label for="${name}">${escapeText(label)}</label>
<input id="${name}" type="${type}" name="${name}" value="${escapeAttribute(value)}"${max} />`;
}

export function renderSearchPage(model: SearchPageModel): string {
  const v = (name: string, fallback = '') => model.values?.get(name) ?? fallback;
  const states = [
    [NO_CODE, '-- alle Bundesländer --'] as const,
    ...STATE_CODES.map((c) => [c, STATE_NAMES[c]] as const),
  ];
  const courts = [
    [NO_CODE, '-- alle Insolvenzgerichte --'] as const,
    ...[...COURTS]
      .sort((a, b) => a.listingPlace.localeCompare(b.listingPlace, 'de'))
      .map((c) => [c.code, c.listingPlace] as const),
  ];
  const subjects = [
    [NO_CODE, '-- alle Gegenstände --'] as const,
    ...SUBJECT_CODES.map((c) => [c, SUBJECT_LABELS[c]] as const),
  ];
  const signs = [[NO_CODE, ''] as const, ...REGISTER_SIGNS.map((s) => [s, s] as const)];
  const registerCourts = [[NO_CODE, ''] as const, ...REGISTER_COURTS.map((r) => [r.code, r.listingPlace] as const)];
  const registerTypes = [[NO_CODE, ''] as const, ...REGISTER_TYPES.map((t) => [t, t] as const)];
  const body = `<h1>Suche nach Insolvenzbekanntmachungen</h1>
${messages(model.errors ?? [])}
<form id="frm_suche" name="frm_suche" method="post" action="${escapeAttribute(model.action)}" enctype="application/x-www-form-urlencoded">
<input type="hidden" name="frm_suche" value="frm_suche" />
<fieldset id="fs_gericht"><legend>Gericht und Gegenstand</legend>
${select(CONTROL.state, 'Bundesland', states, v(CONTROL.state, NO_CODE), ` onchange="mojarra.ab(this,event,'valueChange',0,'frm_suche:lsi_insolvenzgerichte')"`)}
${select(CONTROL.court, 'Insolvenzgericht', courts, v(CONTROL.court, NO_CODE))}
${select(CONTROL.subject, 'Gegenstand der Veröffentlichung', subjects, v(CONTROL.subject, NO_CODE))}
</fieldset>
<fieldset id="fs_datum"><legend>Veröffentlichungszeitraum</legend>
${input(CONTROL.dateFrom, 'Veröffentlichungsdatum von', 'date', v(CONTROL.dateFrom))}
${input(CONTROL.dateTo, 'Veröffentlichungsdatum bis', 'date', v(CONTROL.dateTo))}
</fieldset>
<fieldset id="fs_schuldner"><legend>Schuldner</legend>
${select(CONTROL.wildcard, 'Suchart', WILDCARD_MODES, v(CONTROL.wildcard, '0'))}
${input(CONTROL.name, 'Firma / Nachname', 'text', v(CONTROL.name), 100)}
${input(CONTROL.firstName, 'Vorname', 'text', v(CONTROL.firstName), 100)}
${input(CONTROL.seat, 'Sitz / Wohnsitz', 'text', v(CONTROL.seat), 100)}
</fieldset>
<fieldset id="fs_aktenzeichen"><legend>Aktenzeichen</legend>
${input(CONTROL.azDivision, 'Abteilung', 'text', v(CONTROL.azDivision), 10)}
${select(CONTROL.azSign, 'Registerzeichen', signs, v(CONTROL.azSign, NO_CODE))}
${input(CONTROL.azNumber, 'laufende Nummer', 'text', v(CONTROL.azNumber), 10)}
${input(CONTROL.azYear, 'Jahr', 'text', v(CONTROL.azYear), 4)}
<input id="${CONTROL.azFlag}" type="hidden" name="${CONTROL.azFlag}" value="true" />
</fieldset>
<fieldset id="fs_register"><legend>Registereintrag</legend>
${select(CONTROL.registerCourt, 'Registergericht', registerCourts, v(CONTROL.registerCourt, NO_CODE))}
${select(CONTROL.registerType, 'Registerart', registerTypes, v(CONTROL.registerType, NO_CODE))}
${input(CONTROL.registerNumber, 'Registernummer', 'text', v(CONTROL.registerNumber), 20)}
<input id="${CONTROL.registerFlag}" type="hidden" name="${CONTROL.registerFlag}" value="true" />
</fieldset>
<input id="${CONTROL.submit}" type="submit" name="${CONTROL.submit}" value="Suchen" class="ui-button" />
${viewStateInput(model.viewState)}
</form>
<p class="hinweis">Eine uneingeschränkte Suche ist nur innerhalb von zwei Wochen nach dem ersten Veröffentlichungstag zulässig (§ 2 InsoBekV). Danach sind das Insolvenzgericht und eine weitere Angabe erforderlich. Ein negatives Suchergebnis ist kein Nachweis der Zahlungsfähigkeit.</p>`;
  return page('Insolvenzbekanntmachungen - Suche', body);
}
