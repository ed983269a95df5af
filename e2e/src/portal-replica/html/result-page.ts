/**
 * The result page (view "ergebnis"): the query echo, then either the table "tbl_ergebnis" with one row per
 * publication and a detail button per row, the "Keine Treffer" marker, or the too-many-hits message.
 */
import { germanDate } from '../generator/calendar.js';
import { dayNumber } from '../generator/calendar.js';
import type { Notice } from '../generator/notice.js';
import { CONTROL } from '../search/form-controls.js';
import { escapeAttribute, escapeText } from './escape.js';
import { messages, page, viewStateInput } from './page-layout.js';

export type ResultContent =
  | { readonly kind: 'rows'; readonly rows: readonly Notice[]; readonly buttonNumber: number }
  | { readonly kind: 'no-hits' }
  | { readonly kind: 'too-many'; readonly limit: number };

export interface ResultPageModel {
  readonly viewState: string;
  readonly form: URLSearchParams;
  readonly content: ResultContent;
  /** Value of the hidden text field (filled after a non-AJAX detail postback). */
  readonly text?: string;
}

const SHY = '\u00ad';

function cell(i: number, id: string, title: string, value: string): string {
  return `<td role="gridcell"><span id="tbl_ergebnis:${i}:${id}" title="${escapeAttribute(title)}">${escapeText(value)}</span></td>`;
}

function row(notice: Notice, i: number, buttonNumber: number, viewState: string): string {
  const formId = `tbl_ergebnis:${i}:frm_detail`;
  const buttonId = `${formId}:j_idt${buttonNumber}`;
  return `<tr data-ri="${i}" class="ui-widget-content ${i % 2 === 0 ? 'ui-datatable-even' : 'ui-datatable-odd'}" role="row">${[
    cell(i, 'otx_datum', `Veröffent${SHY}lichungs${SHY}datum`, germanDate(dayNumber(notice.publicationDate))),
    cell(i, 'otx_azAkt', 'aktuelles Aktenzeichen', notice.caseNumber),
    cell(i, 'otx_Gericht', 'Gericht', notice.courtPlace),
    cell(i, 'otx_schuldner', 'Name, Vorname/Bezeichnung', notice.listingName),
    cell(i, 'otx_Sitz', 'Sitz / Wohnsitz', notice.seat),
    cell(i, 'otx_register', 'Register', notice.register),
  ].join(
    '',
  )}<td role="gridcell"><form id="${formId}" name="${formId}" method="post" action="/ap/ergebnis.jsf" enctype="application/x-www-form-urlencoded">
<input type="hidden" name="${formId}" value="${formId}" />
<input id="${buttonId}" type="image" name="${buttonId}" src="/ap/jakarta.faces.resource/lupe.png.jsf?ln=images" alt="Veröffentlichung anzeigen" title="Veröffentlichung anzeigen" onclick="mojarra.ab(this,event,'click','@this','msgs frm_text:ihd_text',{'onevent':oeffneText});return false" />
${viewStateInput(viewState, i + 1)}
</form></td></tr>`;
}

function echo(form: URLSearchParams): string {
  const value = (name: string) => escapeText((form.get(name) ?? '').trim());
  return `<div id="pnl_suchkriterien"><dl>
<dt>Firma / Nachname</dt><dd><span id="otx_firmaNachnameValue">${value(CONTROL.name)}</span></dd>
<dt>Vorname</dt><dd><span id="otx_vornameValue">${value(CONTROL.firstName)}</span></dd>
<dt>Sitz / Wohnsitz</dt><dd><span id="otx_sitzValue">${value(CONTROL.seat)}</span></dd>
<dt>Veröffentlichungszeitraum</dt><dd><span id="otx_datumVonValue">${value(CONTROL.dateFrom)}</span> - <span id="otx_datumBisValue">${value(CONTROL.dateTo)}</span></dd>
</dl></div>`;
}

export function renderResultPage(model: ResultPageModel): string {
  const { content } = model;
  let main: string;
  if (content.kind === 'too-many') {
    main = `<div id="pnl_zuVieleTreffer" class="ui-messages-warn"><span id="otx_zuVieleTreffer">Ihre Suche ergab zu viele Treffer. Die maximale Trefferzahl beträgt ${content.limit}. Bitte schränken Sie Ihre Suche ein.</span></div>`;
  } else if (content.kind === 'no-hits') {
    main = '<span id="otx_keineTreffer">Keine Treffer</span>';
  } else {
    const head = [
      'Veröffent&shy;lichungs&shy;datum',
      'aktuelles Aktenzeichen',
      'Gericht',
      'Name, Vorname/Bezeichnung',
      'Sitz / Wohnsitz',
      'Register',
      'Anzeigen',
    ]
      .map((h) => `<th role="columnheader" scope="col">${h}</th>`)
      .join('');
    const body = content.rows.map((n, i) => row(n, i, content.buttonNumber, model.viewState)).join('\n');
    main = `<span id="otx_anzahlTreffer">Anzahl der Treffer: ${content.rows.length}</span>
<div id="tbl_ergebnis_wrapper" class="ui-datatable ui-widget"><table id="tbl_ergebnis" role="grid"><thead><tr role="row">${head}</tr></thead>
<tbody id="tbl_ergebnis_data" class="ui-datatable-data ui-widget-content">
${body}
</tbody></table></div>`;
  }
  const body = `<h1>Suchergebnis - Veröffentlichungsliste</h1>
${messages([])}
${echo(model.form)}
${main}
<form id="frm_text" name="frm_text" method="post" action="/ap/ergebnis.jsf" enctype="application/x-www-form-urlencoded">
<input type="hidden" name="frm_text" value="frm_text" />
<input id="frm_text:ihd_text" type="hidden" name="frm_text:ihd_text" value="${escapeAttribute(model.text ?? '')}" />
${viewStateInput(model.viewState, 0)}
</form>
<script>function oeffneText(data){if(data.status==='success'){window.open('/ap/text.xhtml?x='+Math.random(),'_blank');}}</script>
<p><a id="lnk_neueSuche" href="/ap/suche.jsf">Neue Suche</a></p>`;
  return page('Insolvenzbekanntmachungen - Suchergebnis', body);
}
