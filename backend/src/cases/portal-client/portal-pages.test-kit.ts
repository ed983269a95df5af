/** Hand-written portal page snippets after docs/PORTAL.md, for the parser unit tests. */
import { escapeHtml } from '../../platform/mail/html.js';

export interface SampleRow {
  readonly date: string;
  readonly az: string;
  readonly court: string;
  readonly name: string;
  readonly seat: string;
  readonly register: string;
}

export function searchFormPage(options: { legacy?: boolean; viewState?: string } = {}): string {
  const vs = options.legacy ? 'javax.faces.ViewState' : 'jakarta.faces.ViewState';
  const states = ['BW', 'BY', 'BE', 'BB', 'HB', 'HH', 'HE', 'MV', 'NI', 'NW', 'RP', 'SL', 'SN', 'ST', 'SH', 'TH'];
  return `<!DOCTYPE html>
<html><head><title>Suche</title><script>var x = "<form id='fake'>";</script></head><body>
<form id="frm_suche" name="frm_suche" method="post" action="/ap/suche.jsf;jsessionid=abc" enctype="application/x-www-form-urlencoded">
<input type="hidden" name="frm_suche" value="frm_suche" />
<select name="frm_suche:lsom_bundesland:codelist:scl_bundesland:mysom" id="frm_suche:lsom_bundesland:codelist:scl_bundesland:mysom" size="1">
  <option value="NO_CODE" selected="selected">-- alle --</option>
  ${states.map((s) => `<option value="${s}">${s}</option>`).join('\n  ')}
</select>
<select id="frm_suche:lsi_insolvenzgerichte:codelist:scl_insolvenzgericht:mysom" name="frm_suche:lsi_insolvenzgerichte:codelist:scl_insolvenzgericht:mysom">
  <option value="NO_CODE">alle Gerichte</option><option value="R3101">Aachen</option>
</select>
<input id="frm_suche:ldi_datumVon:datumHtml5" type="date" name="frm_suche:ldi_datumVon:datumHtml5" value="" />
<input value="" name="frm_suche:ldi_datumBis:datumHtml5" type="date" id="frm_suche:ldi_datumBis:datumHtml5"/>
<select name="frm_suche:lsom_wildcard:lsom"><option value="0" selected>exakt</option><option value="1">beginnt mit</option></select>
<input type="text" name="frm_suche:litx_firmaNachName:text" value="">
<input type="text" name="frm_suche:litx_vorname:text">
<input type="text" name="frm_suche:litx_sitzWohnsitz:text" value="" />
<input type="text" name="frm_suche:iaz_aktenzeichen:itx_abteilung" value="" />
<select name="frm_suche:iaz_aktenzeichen:som_registerzeichen:mysom"><option value="">--</option><option value="IN">IN</option><option value="IK">IK</option></select>
<input type="text" name="frm_suche:iaz_aktenzeichen:itx_lfdNr" value="" />
<input type="text" name="frm_suche:iaz_aktenzeichen:itx_jahr" value="" />
<input type="hidden" name="frm_suche:iaz_aktenzeichen:ih_aktenzeichen" value="true" />
<select name="frm_suche:lsom_gegenstand:codelist:mysom" id="frm_suche:lsom_gegenstand:codelist:mysom">
  <option value="NO_CODE">-- alle --</option><option value="SICHMASS">Sicherungsma&szlig;nahmen</option>
  <option value="EROEFF">Er&ouml;ffnungen</option><option value="ABWMASS">Abweisungen mangels Masse</option>
  <option value="ENT_VERF">Entscheidungen im Verfahren</option><option value="ENT_AUF_VERF">Entscheidungen nach Aufhebung</option>
  <option value="ENT_RSB">Restschuldbefreiung</option><option value="VERTVERZ">Verteilungsverzeichnisse</option>
  <option value="INSO_PLAN">&#220;berwachte Insolvenzpl&auml;ne</option><option value="SONST">Sonstiges</option>
</select>
<select name="frm_suche:ir_registereintrag:som_registergericht:mysom"><option value="">--</option><option value="D3201">Kleve</option></select>
<select name="frm_suche:ir_registereintrag:som_registerart:mysom"><option value="">--</option><option>GnR</option><option>HRA</option><option>HRB</option></select>
<input type="text" name="frm_suche:ir_registereintrag:itx_registernummer" value="" />
<input type="hidden" name="frm_suche:ir_registereintrag:ih_registereintrag" value="true" />
<input type="checkbox" name="frm_suche:cb_unchecked" value="1" />
<input type="checkbox" name="frm_suche:cb_checked" value="yes" checked />
<input type="text" name="frm_suche:disabled" value="x" disabled />
<input type="reset" name="frm_suche:reset" value="Zurücksetzen" />
<input type="submit" name="frm_suche:cbt_suchen" value="Suchen" id="frm_suche:cbt_suchen" />
<input type="hidden" name="${vs}" id="j_id1:${vs}:0" value="${escapeHtml(options.viewState ?? '-123:456&7')}" autocomplete="off" />
</form></body></html>`;
}

export function resultPage(rows: readonly SampleRow[], options: { viewState?: string; legacy?: boolean } = {}): string {
  const vs = options.legacy ? 'javax.faces.ViewState' : 'jakarta.faces.ViewState';
  const body = rows
    .map(
      (r, i) => `<tr class="${i % 2 === 0 ? 'odd' : 'even'}">
  <td><span id="tbl_ergebnis:${i}:otx_datum">${escapeHtml(r.date)}</span></td>
  <td><span id="tbl_ergebnis:${i}:otx_azAkt">${escapeHtml(r.az)}</span></td>
  <td><span id="tbl_ergebnis:${i}:otx_Gericht">${escapeHtml(r.court)}</span></td>
  <td><span id="tbl_ergebnis:${i}:otx_schuldner">${escapeHtml(r.name)}</span></td>
  <td><span id="tbl_ergebnis:${i}:otx_Sitz">${escapeHtml(r.seat)}</span></td>
  <td><span id="tbl_ergebnis:${i}:otx_register">${escapeHtml(r.register)}</span></td>
  <td><form id="tbl_ergebnis:${i}:frm_detail" name="tbl_ergebnis:${i}:frm_detail" method="post" action="/ap/ergebnis.jsf">
    <input type="hidden" name="tbl_ergebnis:${i}:frm_detail" value="tbl_ergebnis:${i}:frm_detail" />
    <input src="/ap/img/lupe.png" type="image" id="tbl_ergebnis:${i}:frm_detail:j_idt${100 + i}" name="tbl_ergebnis:${i}:frm_detail:j_idt${100 + i}" onclick="mojarra.ab(this,event,'click','@this','msgs frm_text:ihd_text');return false" />
    <input type="hidden" name="${vs}" value="${escapeHtml(options.viewState ?? 'vs-result')}" />
  </form></td>
</tr>`,
    )
    .join('\n');
  return `<html><body><div id="msgs"></div>
<table id="tbl_ergebnis" class="ergebnis">
<thead><tr><th>Ver&ouml;ffentlichungsdatum</th><th>Aktenzeichen</th><th>Gericht</th><th>Name</th><th>Sitz</th><th>Register</th><th></th></tr></thead>
<tbody>
${body}
</tbody></table>
<form id="frm_text" name="frm_text"><input type="hidden" id="frm_text:ihd_text" name="frm_text:ihd_text" value="" /></form>
</body></html>`;
}

export function partialResponse(text: string, viewState = 'vs-after-ajax'): string {
  return `<?xml version='1.0' encoding='UTF-8'?>
<partial-response id="j_id1"><changes><update id="msgs"><![CDATA[<div id="msgs"></div>]]></update><update id="frm_text:ihd_text"><![CDATA[<input id="frm_text:ihd_text" type="hidden" name="frm_text:ihd_text" value="${escapeHtml(text)}" />]]></update><update id="j_id1:jakarta.faces.ViewState:0"><![CDATA[${viewState}]]></update></changes></partial-response>`;
}

export function textPage(text: string): string {
  return `<!DOCTYPE html><html><head><title>Bekanntmachung</title></head><body><pre id="veroefftext">
${escapeHtml(text)}</pre></body></html>`;
}

export const SAMPLE_ROWS: readonly SampleRow[] = [
  {
    date: '03.07.2025',
    az: '63 IN 123/25',
    court: 'Hamburg',
    name: 'Müller & Söhne GmbH',
    seat: 'Hamburg',
    register: 'Hamburg, HRB 12345',
  },
  {
    date: '03.07.2025',
    az: '36a IK 77/25',
    court: 'Charlottenburg (Berlin)',
    name: 'SCHMIDT, ANNA',
    seat: 'Berlin',
    register: '',
  },
];
