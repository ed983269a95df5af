import { parsePartialResponse, parseTextPage } from './detail-request.js';
import { partialResponse, resultPage, SAMPLE_ROWS, searchFormPage } from './portal-pages.test-kit.js';
import { parseResultPage, type ResultPage } from './result-page.js';
import { parseSearchForm } from './search-form.js';

/*
 * Markup a hand-written reader easily gets wrong, in the shapes of the portal's pages (docs/PORTAL.md, the replica's
 * e2e/src/portal-replica/html/): the page readers must give the same answer as for the clean page.
 */

const URL_ = 'https://portal.example/ap/suche.jsf';

function rowsOf(page: ResultPage): { date: string; az: string; name: string; button: string | undefined }[] {
  if (page.kind !== 'rows') throw new Error(`expected rows, got ${page.kind}`);
  return page.rows.map((r) => ({
    date: r.publicationDate,
    az: r.caseNumber,
    name: r.debtorName,
    button: r.detail?.buttonId,
  }));
}

const CLEAN = rowsOf(parseResultPage(resultPage(SAMPLE_ROWS), URL_));

/** One row as the replica writes it: ARIA roles, titles with soft hyphens, an inline Faces onclick. */
function replicaRow(i: number, cells: readonly string[]): string {
  const ids = ['otx_datum', 'otx_azAkt', 'otx_Gericht', 'otx_schuldner', 'otx_Sitz', 'otx_register'];
  const form = `tbl_ergebnis:${i}:frm_detail`;
  return `<tr data-ri="${i}" class="ui-widget-content" role="row">${cells
    .map(
      (c, k) =>
        `<td role="gridcell"><span id="tbl_ergebnis:${i}:${ids[k]}" title="Ver&shy;&ouml;ffent&shy;lichung">${c}</span></td>`,
    )
    .join('')}<td role="gridcell"><form id="${form}" name="${form}" method="post" action="/ap/ergebnis.jsf?a=1&amp;b=2">
<input type="hidden" name="${form}" value="${form}" />
<input id="${form}:j_idt9" type="image" name="${form}:j_idt9" onclick="mojarra.ab(this,event,'click','@this','msgs frm_text:ihd_text',{'onevent':oeffneText});return false" />
</form></td></tr>`;
}

const table = (rows: string): string =>
  `<html><body><table id="tbl_ergebnis" role="grid"><thead><tr><th>Datum</th><th>Aktenzeichen</th><th>Gericht</th><th>Name</th><th>Sitz</th><th>Register</th><th></th></tr></thead><tbody>${rows}</tbody></table></body></html>`;

describe('the portal client reads awkward markup like the clean page', () => {
  it('rows without end tags for cells and rows', () => {
    const html = resultPage(SAMPLE_ROWS).replace(/<\/(?:td|tr)>/g, '');
    expect(rowsOf(parseResultPage(html, URL_))).toEqual(CLEAN);
  });

  it('upper-case tags and unquoted attribute values', () => {
    const html = resultPage(SAMPLE_ROWS)
      .replace(
        /<(\/?)(table|tbody|thead|tr|td|th|span|form|input)\b/g,
        (_, slash: string, tag: string) => `<${slash}${tag.toUpperCase()}`,
      )
      .replace(/ (id|type|name)="([^"\s]+)"/g, ' $1=$2');
    expect(rowsOf(parseResultPage(html, URL_))).toEqual(CLEAN);
  });

  it('rows inside a comment are not rows', () => {
    const commented =
      '<!-- <tr><td><span id="tbl_ergebnis:9:otx_datum">01.01.2020</span></td><td><span id="tbl_ergebnis:9:otx_azAkt">1 IN 1/20</span></td></tr> -->';
    const html = resultPage(SAMPLE_ROWS).replace('<tbody>', `<tbody>${commented}`);
    expect(rowsOf(parseResultPage(html, URL_))).toEqual(CLEAN);
  });

  it('a table written by a script or a style is not the result table', () => {
    const script = `<script>document.write('<table id="tbl_ergebnis"><tr><td><span id="tbl_ergebnis:0:otx_datum">01.01.2020</span></td></tr></table>');</script>`;
    const style = '<style>#tbl_ergebnis td > span { white-space: nowrap }</style>';
    const html = `<html><head>${style}</head><body>${script}<span id="otx_keineTreffer">Keine Treffer</span></body></html>`;
    expect(parseResultPage(html, URL_)).toEqual({ kind: 'none' });
  });

  it('a layout table nested in a cell adds no rows and keeps the columns', () => {
    const nested = '<table class="layout"><tr><td>Bäckerei</td><td>Schön GmbH</td></tr></table>';
    const html = table(
      replicaRow(0, ['03.07.2025', '63 IN 123/25', 'Hamburg', nested, 'Hamburg', '']) +
        replicaRow(1, ['03.07.2025', '36a IK 77/25', 'Berlin', 'SCHMIDT, ANNA', 'Berlin', '']),
    );
    expect(rowsOf(parseResultPage(html, URL_))).toEqual([
      {
        date: '03.07.2025',
        az: '63 IN 123/25',
        name: 'Bäckerei Schön GmbH',
        button: 'tbl_ergebnis:0:frm_detail:j_idt9',
      },
      { date: '03.07.2025', az: '36a IK 77/25', name: 'SCHMIDT, ANNA', button: 'tbl_ergebnis:1:frm_detail:j_idt9' },
    ]);
  });

  it('entities in attributes: the row form action and the ViewState', () => {
    const page = parseResultPage(
      table(replicaRow(0, ['03.07.2025', '63 IN 123/25', 'Hamburg', 'M&uuml;ller &amp; S&ouml;hne', 'Hamburg', ''])) +
        '<input type="hidden" name="jakarta.faces.ViewState" value="-12&#43;34:5&amp;6&lt;7" />',
      URL_,
    );
    if (page.kind !== 'rows') throw new Error(page.kind);
    expect(page.rows[0].debtorName).toBe('Müller & Söhne');
    expect(page.rows[0].detail?.action).toBe('https://portal.example/ap/ergebnis.jsf?a=1&b=2');
    expect(page.viewState).toEqual({ name: 'jakarta.faces.ViewState', value: '-12+34:5&6<7' });
  });

  it('a search form whose script contains form markup, with an unclosed select and a textarea', () => {
    const html = searchFormPage()
      .replace('</form>', '<textarea name="frm_suche:bemerkung">&lt;leer&gt;</textarea></form>')
      .replace('<option value="1">beginnt mit</option></select>', '<option value="1">beginnt mit</option>')
      .replace(
        '<title>Suche</title>',
        "<title>Suche</title><script>var f = \"</form><input name='x' value='y'>\";</script>",
      );
    const form = parseSearchForm(html, URL_);
    const values = new Map(form.controls.map((c) => [c.name, c.value]));
    expect(values.has('x')).toBe(false);
    expect(values.get('frm_suche:lsom_wildcard:lsom')).toBe('0');
    expect(values.get('frm_suche:bemerkung')).toBe('<leer>');
    expect(form.viewState).toEqual({ name: 'jakarta.faces.ViewState', value: '-123:456&7' });
    expect(form.stateCodes).toHaveLength(16);
  });

  it('a notice text with markup-like characters in the AJAX answer and on text.xhtml', () => {
    const text = 'Forderungen < 500 EUR & "Kleinstbeträge" -->\nbleiben <!-- kein Kommentar --> <x stehen';
    expect(parsePartialResponse(partialResponse(text))).toEqual({ kind: 'text', text, viewState: 'vs-after-ajax' });
    const page = `<html><body><pre id="veroefftext">\r\n${text.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</pre></body></html>`;
    expect(parseTextPage(page)).toEqual({ kind: 'text', text, viewState: null });
  });
});
