import { resultPage, SAMPLE_ROWS, searchFormPage } from './portal-pages.test-kit.js';
import { isoDate, parseResultPage } from './result-page.js';

const URL_ = 'https://portal.example/ap/suche.jsf';

describe('parseResultPage', () => {
  it('reads the rows of tbl_ergebnis with their detail buttons', () => {
    const page = parseResultPage(resultPage(SAMPLE_ROWS), URL_);
    expect(page.kind).toBe('rows');
    if (page.kind !== 'rows') return;
    expect(page.viewState).toEqual({ name: 'jakarta.faces.ViewState', value: 'vs-result' });
    expect(page.rows).toHaveLength(2);
    expect(page.rows[0]).toEqual({
      index: 0,
      publicationDate: '03.07.2025',
      caseNumber: '63 IN 123/25',
      courtPlace: 'Hamburg',
      debtorName: 'Müller & Söhne GmbH',
      seat: 'Hamburg',
      register: 'Hamburg, HRB 12345',
      detail: {
        formId: 'tbl_ergebnis:0:frm_detail',
        buttonId: 'tbl_ergebnis:0:frm_detail:j_idt100',
        action: 'https://portal.example/ap/ergebnis.jsf',
        hidden: [
          { name: 'tbl_ergebnis:0:frm_detail', value: 'tbl_ergebnis:0:frm_detail' },
          { name: 'jakarta.faces.ViewState', value: 'vs-result' },
        ],
      },
    });
    expect(page.rows[1]).toMatchObject({ index: 1, courtPlace: 'Charlottenburg (Berlin)', register: '' });
  });

  it('falls back to column positions when the cell ids changed', () => {
    const html = resultPage(SAMPLE_ROWS).replace(/ id="tbl_ergebnis:\d+:otx_[A-Za-z]+"/g, '');
    const page = parseResultPage(html, URL_);
    if (page.kind !== 'rows') throw new Error(page.kind);
    expect(page.rows[1]).toMatchObject({
      publicationDate: '03.07.2025',
      caseNumber: '36a IK 77/25',
      debtorName: 'SCHMIDT, ANNA',
      seat: 'Berlin',
      register: '',
    });
  });

  it('reads entities and whitespace in cells', () => {
    const html = resultPage([{ ...SAMPLE_ROWS[0], name: 'x' }]).replace(
      '>x<',
      '>\n   B&auml;ckerei&nbsp;  Sch&#246;n\n   GmbH &amp; Co.&#32;KG <',
    );
    const page = parseResultPage(html, URL_);
    if (page.kind !== 'rows') throw new Error(page.kind);
    expect(page.rows[0].debtorName).toBe('Bäckerei Schön GmbH & Co. KG');
  });

  it('recognises "Keine Treffer" as an empty result', () => {
    const html = '<html><body><span id="otx_keineTreffer">Keine Treffer</span></body></html>';
    expect(parseResultPage(html, URL_)).toEqual({ kind: 'none' });
    expect(parseResultPage(resultPage([]), URL_)).toEqual({ kind: 'none' });
  });

  it('recognises "zu viele Treffer"', () => {
    const html =
      '<html><body><div id="msgs"><span class="error">Ihre Suche ergab zu viele Treffer. Bitte schr&auml;nken Sie die Suche ein.</span></div></body></html>';
    const page = parseResultPage(html, URL_);
    expect(page.kind).toBe('tooMany');
  });

  it('reports the search form or an expiry page as expired, never as "no hits"', () => {
    expect(parseResultPage(searchFormPage(), URL_)).toMatchObject({ kind: 'unknown', expired: true });
    expect(parseResultPage(searchFormPage() + '<p>Keine Treffer</p>', URL_)).toMatchObject({ kind: 'unknown' });
    expect(parseResultPage('<h1>Ihre Sitzung ist abgelaufen</h1>', URL_)).toMatchObject({
      kind: 'unknown',
      expired: true,
    });
    expect(parseResultPage('<h1>Fehler</h1>', URL_)).toMatchObject({ kind: 'unknown', expired: false });
  });
});

describe('isoDate', () => {
  it('converts German dates', () => {
    expect(isoDate('3.7.2025')).toBe('2025-07-03');
    expect(isoDate('03.07.2025')).toBe('2025-07-03');
    expect(isoDate('2025-07-03')).toBe('2025-07-03');
    expect(isoDate('gestern')).toBeNull();
  });
});
