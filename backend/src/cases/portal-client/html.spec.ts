import {
  attr,
  byId,
  byTag,
  cleanText,
  decodeEntities,
  escapeHtml,
  findAll,
  htmlToText,
  parseHtml,
  textContent,
} from './html.js';

describe('decodeEntities', () => {
  it('decodes named, decimal and hex references', () => {
    expect(decodeEntities('M&uuml;ller &amp; S&ouml;hne, Stra&szlig;e &#228;&#xE4;&#XC4; &euro; &bdquo;x&ldquo;')).toBe(
      'Müller & Söhne, Straße ääÄ € „x“',
    );
    expect(decodeEntities('&Auml;&Ouml;&Uuml;&auml;&nbsp;&sect;&ndash;&hellip;')).toBe('ÄÖÜä\u00a0§–…');
  });

  it('maps C1 code points like browsers (windows-1252) and replaces invalid ones', () => {
    expect(decodeEntities('&#128;&#150;&#x93;')).toBe('€–“');
    expect(decodeEntities('&#0;&#xD800;&#1114112;')).toBe('\ufffd\ufffd\ufffd');
  });

  it('keeps unknown entities and bare ampersands', () => {
    expect(decodeEntities('A & B &unknown; &;')).toBe('A & B &unknown; &;');
  });

  it('decodes legacy entities without semicolon, but not inside attribute query strings', () => {
    expect(decodeEntities('M&uumlller &amp x')).toBe('Müller & x');
    expect(decodeEntities('?a=1&copy=2', true)).toBe('?a=1&copy=2');
    expect(decodeEntities('a &amp b', true)).toBe('a & b');
  });

  it('round-trips escapeHtml', () => {
    const text = `<"Müller" & 'Söhne'>`;
    expect(decodeEntities(escapeHtml(text))).toBe(text);
  });
});

describe('parseHtml', () => {
  it('reads attributes independent of order, quoting and case', () => {
    const doc = parseHtml(`<INPUT value='a &quot;b&quot;' TYPE=hidden name="x:y" id=z disabled>`);
    const [input] = byTag(doc, 'input');
    expect(input.attrs).toEqual({ value: 'a "b"', type: 'hidden', name: 'x:y', id: 'z', disabled: '' });
    expect(attr(input, 'NAME')).toBe('x:y');
  });

  it('closes table cells, rows and options implicitly', () => {
    const doc = parseHtml(
      '<table id=t><tr><td>1<td>2<tr><td>3</table><select><option value=a>A<option selected>B</select><p>after',
    );
    const rows = findAll(byId(doc, 't')!, (e) => e.name === 'tr');
    expect(rows.map((r) => r.children.length)).toEqual([2, 1]);
    expect(findAll(doc, (e) => e.name === 'option').map((o) => textContent(o))).toEqual(['A', 'B']);
    expect(cleanText(textContent(byTag(doc, 'p')[0]))).toBe('after');
  });

  it('treats script and style as raw text and skips comments', () => {
    const doc = parseHtml('<script>if (a < b && c) { x("</div>") }</script><!-- <td id=c> --><span id=s>ok</span>');
    expect(byId(doc, 'c')).toBeUndefined();
    expect(textContent(doc)).toBe('ok');
  });

  it('keeps CDATA literally and drops the newline after <pre>', () => {
    const xml = parseHtml('<u id="1"><![CDATA[<b>&amp;</b>]]></u>', { xml: true });
    expect(textContent(xml)).toBe('<b>&amp;</b>');
    const pre = parseHtml('<pre id=p>\nline 1\nline 2<br>line 3</pre>');
    expect(textContent(byId(pre, 'p')!)).toBe('line 1\nline 2\nline 3');
  });

  it('survives broken markup', () => {
    expect(() => parseHtml('<div <span a="unterminated><</ >< a<b')).not.toThrow();
    expect(textContent(parseHtml('a < b > c'))).toBe('a < b > c');
  });

  it('turns formatted HTML into text', () => {
    expect(htmlToText('<p>Erste Zeile</p><p>Zweite&nbsp;Zeile<br/>Dritte</p>')).toBe(
      'Erste Zeile\nZweite\u00a0Zeile\nDritte\n',
    );
  });
});
