import {
  attr,
  byId,
  childElements,
  cleanText,
  closest,
  descendants,
  findAll,
  findFirst,
  htmlToText,
  looksLikeHtml,
  parseHtml,
  textContent,
} from './html.js';

/** The text of `<p id=t>…</p>` and the value of an input's attribute, both written with the same markup. */
const textOf = (markup: string): string => textContent(byId(parseHtml(`<p id=t>${markup}</p>`), 't')!);
const valueOf = (markup: string): string | undefined =>
  attr(
    findFirst(parseHtml(`<input value="${markup}">`), (e) => e.name === 'input')!,
    'value',
  );

describe('entities', () => {
  it('decodes named, decimal and hex references in text and attributes', () => {
    const markup = 'M&uuml;ller &amp; S&ouml;hne, Stra&szlig;e &#228;&#xE4;&#XC4; &euro; &bdquo;x&ldquo;';
    expect(textOf(markup)).toBe('Müller & Söhne, Straße ääÄ € „x“');
    expect(valueOf(markup)).toBe('Müller & Söhne, Straße ääÄ € „x“');
    expect(textOf('&Auml;&Ouml;&Uuml;&auml;&nbsp;&sect;&ndash;&hellip;')).toBe('ÄÖÜä\u00a0§–…');
  });

  it('maps C1 code points like browsers (windows-1252) and replaces invalid ones', () => {
    expect(textOf('&#128;&#150;&#x93;')).toBe('€–“');
    expect(textOf('&#0;&#xD800;&#1114112;')).toBe('\ufffd\ufffd\ufffd');
  });

  it('keeps unknown entities and bare ampersands', () => {
    expect(textOf('A & B &unknown; &;')).toBe('A & B &unknown; &;');
  });

  it('decodes legacy entities without semicolon, but not inside attribute query strings', () => {
    expect(textOf('M&uumlller &amp x')).toBe('Müller & x');
    expect(valueOf('?a=1&copy=2')).toBe('?a=1&copy=2');
    expect(valueOf('a &amp b')).toBe('a & b');
    const link = findFirst(parseHtml('<a href="/ap/text.xhtml?x=1&amp;lang=de&copy=2">'), (e) => e.name === 'a')!;
    expect(attr(link, 'href')).toBe('/ap/text.xhtml?x=1&lang=de&copy=2');
  });

  it('decodes entities in unquoted and single-quoted attributes', () => {
    const doc = parseHtml(`<input id=a value=M&uuml;ller&amp;S&#246;hne><input id=b value='&quot;x&quot; &lt;y&gt;'>`);
    expect(attr(byId(doc, 'a')!, 'value')).toBe('Müller&Söhne');
    expect(attr(byId(doc, 'b')!, 'value')).toBe('"x" <y>');
  });
});

describe('parseHtml', () => {
  it('reads attributes independent of order, quoting and case', () => {
    const doc = parseHtml(`<INPUT value='a &quot;b&quot;' TYPE=hidden name="x:y" id=z disabled>`);
    const input = findFirst(doc, (e) => e.name === 'input')!;
    expect(input.attribs).toEqual({ value: 'a "b"', type: 'hidden', name: 'x:y', id: 'z', disabled: '' });
    expect(attr(input, 'NAME')).toBe('x:y');
  });

  it('closes table cells, rows and options implicitly', () => {
    const doc = parseHtml(
      '<table id=t><tr><td>1<td>2<tr><td>3</table><select><option value=a>A<option selected>B</select><p>after',
    );
    const rows = findAll(byId(doc, 't')!, (e) => e.name === 'tr');
    expect(rows.map((r) => childElements(r).length)).toEqual([2, 1]);
    expect(findAll(doc, (e) => e.name === 'option').map((o) => textContent(o))).toEqual(['A', 'B']);
    expect(cleanText(textContent(findFirst(doc, (e) => e.name === 'p')!))).toBe('after');
  });

  it('keeps the cells of a nested table inside their own table', () => {
    const doc = parseHtml(
      '<table id=outer><tr><td>a<table id=inner><tr><td>x<td>y</table>b<td>c</table><span id=after>z</span>',
    );
    const outer = byId(doc, 'outer')!;
    const ownRows = findAll(outer, (e) => e.name === 'tr' && closest(e, (p) => p.name === 'table') === outer);
    expect(ownRows.map((r) => childElements(r).map((c) => cleanText(textContent(c))))).toEqual([['a x y b', 'c']]);
    expect(closest(byId(doc, 'after')!, (e) => e.name === 'table')).toBeUndefined();
  });

  it('treats script and style as raw text and skips comments, also when they contain tags', () => {
    const doc = parseHtml(
      '<style>td > span { color: red }</style><script>if (a < b && c) { x("</div><td id=x>") }</script>' +
        '<!-- <td id=c> <input name=hidden> --><span id=s>ok</span>',
    );
    expect(byId(doc, 'c')).toBeUndefined();
    expect(byId(doc, 'x')).toBeUndefined();
    expect(findAll(doc, (e) => e.name === 'input')).toEqual([]);
    expect(textContent(doc)).toBe('ok');
  });

  it('closes elements left open and ignores stray end tags', () => {
    const doc = parseHtml('<div id=a><span id=b>one<p id=c>two</div>three</span></b><div id=d>four');
    expect(cleanText(textContent(byId(doc, 'a')!))).toBe('one two');
    expect(closest(byId(doc, 'd')!, (e) => e.attribs.id === 'a')).toBeUndefined();
    expect(cleanText(textContent(doc))).toBe('one two three four');
  });

  it('keeps CDATA literally in XML mode and drops the newline after <pre>', () => {
    const xml = parseHtml('<u id="1"><![CDATA[<b>&amp;</b>]]></u>', { xml: true });
    expect(textContent(xml)).toBe('<b>&amp;</b>');
    const pre = parseHtml('<pre id=p>\nline 1\nline 2<br>line 3</pre>');
    expect(textContent(byId(pre, 'p')!)).toBe('line 1\nline 2\nline 3');
  });

  it('normalises CR LF line breaks like a browser', () => {
    const doc = parseHtml('<pre id=p>\r\nZeile 1\r\nZeile 2\rZeile 3</pre>');
    expect(textContent(byId(doc, 'p')!)).toBe('Zeile 1\nZeile 2\nZeile 3');
  });

  it('decodes entities in textarea and title (escapable raw text), not in script', () => {
    const doc = parseHtml('<title>A &amp; B</title><textarea id=t>&lt;b&gt; x</textarea><script>"&amp;"</script>');
    expect(textContent(byId(doc, 't')!)).toBe('<b> x');
    expect(textContent(findFirst(doc, (e) => e.name === 'title')!)).toBe('A & B');
    expect(textContent(findFirst(doc, (e) => e.name === 'script')!.children[0])).toBe('"&amp;"');
  });

  it('survives broken markup', () => {
    expect(() => parseHtml('<div <span a="unterminated><</ >< a<b')).not.toThrow();
    expect(() => parseHtml('<table><tr><td><!-- never closed')).not.toThrow();
    expect(textContent(parseHtml('a < b > c'))).toBe('a < b > c');
  });

  it('lists descendants in document order', () => {
    const doc = parseHtml('<form id=f><div><input name=a><select name=b><option>x</select></div><input name=c></form>');
    expect(descendants(byId(doc, 'f')!).map((e) => attr(e, 'name') ?? e.name)).toEqual([
      'div',
      'a',
      'b',
      'option',
      'c',
    ]);
  });
});

describe('text of formatted notices', () => {
  it('turns formatted HTML into text', () => {
    expect(htmlToText('<p>Erste Zeile</p><p>Zweite&nbsp;Zeile<br/>Dritte</p>')).toBe(
      'Erste Zeile\nZweite\u00a0Zeile\nDritte\n',
    );
  });

  it('tells formatted text from plain text', () => {
    expect(looksLikeHtml('Amtsgericht<br>Köln')).toBe(true);
    expect(looksLikeHtml('Forderungen < 500 EUR sind > 0')).toBe(false);
  });
});
