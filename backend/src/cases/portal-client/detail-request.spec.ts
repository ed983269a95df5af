import { buildDetailBody, normaliseNoticeText, parsePartialResponse, parseTextPage } from './detail-request.js';
import { partialResponse, resultPage, SAMPLE_ROWS, searchFormPage, textPage } from './portal-pages.test-kit.js';
import { parseResultPage } from './result-page.js';

const NOTICE = `63 IN 123/25: In dem Insolvenzantragsverfahren über das Vermögen der
Müller & Söhne GmbH, Hauptstraße 1, 20095 Hamburg, vertreten durch "Anna Müller" <Geschäftsführerin>
wird die vorläufige Verwaltung angeordnet.`;

describe('buildDetailBody', () => {
  it('sends the fields docs/PORTAL.md lists, with the button id read from the row', () => {
    const page = parseResultPage(resultPage(SAMPLE_ROWS), 'https://portal.example/ap/suche.jsf');
    if (page.kind !== 'rows') throw new Error(page.kind);
    const body = buildDetailBody(
      page.rows[1].detail!,
      { name: 'jakarta.faces.ViewState', value: 'vs-2' },
      'jakarta.faces',
    );
    expect([...body.entries()]).toEqual([
      ['tbl_ergebnis:1:frm_detail', 'tbl_ergebnis:1:frm_detail'],
      ['tbl_ergebnis:1:frm_detail:j_idt101', ''],
      ['jakarta.faces.ViewState', 'vs-2'],
      ['jakarta.faces.source', 'tbl_ergebnis:1:frm_detail:j_idt101'],
      ['jakarta.faces.partial.event', 'click'],
      ['jakarta.faces.partial.execute', 'tbl_ergebnis:1:frm_detail:j_idt101 @this'],
      ['jakarta.faces.partial.render', 'msgs frm_text:ihd_text'],
      ['jakarta.faces.behavior.event', 'click'],
      ['jakarta.faces.partial.ajax', 'true'],
    ]);
  });

  it('uses javax.faces names on legacy pages', () => {
    const page = parseResultPage(resultPage(SAMPLE_ROWS, { legacy: true }), 'https://portal.example/ap/suche.jsf');
    if (page.kind !== 'rows') throw new Error(page.kind);
    const body = buildDetailBody(page.rows[0].detail!, page.viewState, 'javax.faces');
    expect(body.get('javax.faces.ViewState')).toBe('vs-result');
    expect(body.get('javax.faces.partial.ajax')).toBe('true');
    expect(body.has('jakarta.faces.ViewState')).toBe(false);
  });
});

describe('parsePartialResponse', () => {
  it('reads the HTML-escaped text of frm_text:ihd_text and the new ViewState', () => {
    expect(parsePartialResponse(partialResponse(NOTICE, 'vs-9'))).toEqual({
      kind: 'text',
      text: NOTICE,
      viewState: 'vs-9',
    });
  });

  it('decodes numeric entities and newlines encoded in the value', () => {
    const xml = partialResponse('x').replace('value="x"', 'value="Zeile&#10;Stra&#223;e&#xA;&quot;Ende&quot;"');
    expect(parsePartialResponse(xml)).toMatchObject({ kind: 'text', text: 'Zeile\nStraße\n"Ende"' });
  });

  it('asks for the fallback when the value is empty or the answer malformed', () => {
    expect(parsePartialResponse(partialResponse('  '))).toMatchObject({ kind: 'empty', viewState: 'vs-after-ajax' });
    expect(parsePartialResponse('<partial-response><changes></changes></partial-response>')).toMatchObject({
      kind: 'empty',
    });
    expect(parsePartialResponse('garbage')).toMatchObject({ kind: 'empty' });
    expect(
      parsePartialResponse(
        '<partial-response><changes><update id="frm_text:ihd_text"><![CDATA[<input id="frm_text:ihd_text"',
      ),
    ).toMatchObject({
      kind: 'empty',
    });
  });

  it('detects expiry', () => {
    const error =
      '<partial-response><error><error-name>class jakarta.faces.application.ViewExpiredException</error-name><error-message><![CDATA[viewId:/ap/ergebnis.xhtml]]></error-message></error></partial-response>';
    expect(parsePartialResponse(error)).toMatchObject({ kind: 'expired' });
    expect(parsePartialResponse('<partial-response><redirect url="/ap/suche.jsf"/></partial-response>')).toMatchObject({
      kind: 'expired',
    });
    expect(parsePartialResponse(searchFormPage())).toMatchObject({ kind: 'expired' });
  });

  it('turns a formatted (HTML) value into text', () => {
    expect(parsePartialResponse(partialResponse('<p>Erste Zeile</p><p>Zweite<br>Dritte</p>'))).toMatchObject({
      kind: 'text',
      text: 'Erste Zeile\nZweite\nDritte',
    });
  });
});

describe('parseTextPage', () => {
  it('reads pre#veroefftext', () => {
    expect(parseTextPage(textPage(NOTICE))).toEqual({ kind: 'text', text: NOTICE, viewState: null });
    expect(parseTextPage(textPage(''))).toMatchObject({ kind: 'empty' });
    expect(parseTextPage(searchFormPage())).toMatchObject({ kind: 'expired' });
    expect(parseTextPage('<html><body>Fehler</body></html>')).toMatchObject({ kind: 'empty' });
  });

  it('keeps a notice that itself mentions an expired deadline', () => {
    expect(parseTextPage(textPage('Die Frist ist abgelaufen.'))).toMatchObject({ kind: 'text' });
  });
});

describe('normaliseNoticeText', () => {
  it('normalises line breaks and outer whitespace only', () => {
    expect(normaliseNoticeText('\r\n  a\r\nb  c\rd \n')).toBe('a\nb  c\nd');
  });
});
