/**
 * A small, forgiving HTML/XML reader for the portal's pages (docs/PORTAL.md): tokenizer + tree builder with the few
 * implied-end rules that tables, selects and lists need, entity decoding (named, decimal, hex, windows-1252
 * remapping of C1 code points), attribute-order independent lookups. No dependencies, no DOM emulation beyond
 * what the portal client reads.
 */

export interface HtmlElement {
  readonly type: 'element';
  readonly name: string;
  readonly attrs: Readonly<Record<string, string>>;
  readonly children: HtmlNode[];
  parent: HtmlElement | null;
}

export interface HtmlText {
  readonly type: 'text';
  value: string;
}

export type HtmlNode = HtmlElement | HtmlText;

// Latin-1 entities U+00A0..U+00FF in code point order.
const LATIN1 =
  'nbsp iexcl cent pound curren yen brvbar sect uml copy ordf laquo not shy reg macr deg plusmn sup2 sup3 acute ' +
  'micro para middot cedil sup1 ordm raquo frac14 frac12 frac34 iquest Agrave Aacute Acirc Atilde Auml Aring AElig ' +
  'Ccedil Egrave Eacute Ecirc Euml Igrave Iacute Icirc Iuml ETH Ntilde Ograve Oacute Ocirc Otilde Ouml times ' +
  'Oslash Ugrave Uacute Ucirc Uuml Yacute THORN szlig agrave aacute acirc atilde auml aring aelig ccedil egrave ' +
  'eacute ecirc euml igrave iacute icirc iuml eth ntilde ograve oacute ocirc otilde ouml divide oslash ugrave ' +
  'uacute ucirc uuml yacute thorn yuml';

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  OElig: '\u0152',
  oelig: '\u0153',
  Scaron: '\u0160',
  scaron: '\u0161',
  Yuml: '\u0178',
  fnof: '\u0192',
  circ: '\u02c6',
  tilde: '\u02dc',
  ensp: '\u2002',
  emsp: '\u2003',
  thinsp: '\u2009',
  zwnj: '\u200c',
  zwj: '\u200d',
  lrm: '\u200e',
  rlm: '\u200f',
  ndash: '\u2013',
  mdash: '\u2014',
  lsquo: '\u2018',
  rsquo: '\u2019',
  sbquo: '\u201a',
  ldquo: '\u201c',
  rdquo: '\u201d',
  bdquo: '\u201e',
  dagger: '\u2020',
  Dagger: '\u2021',
  bull: '\u2022',
  hellip: '\u2026',
  permil: '\u2030',
  prime: '\u2032',
  Prime: '\u2033',
  lsaquo: '\u2039',
  rsaquo: '\u203a',
  oline: '\u203e',
  frasl: '\u2044',
  euro: '\u20ac',
  trade: '\u2122',
  larr: '\u2190',
  rarr: '\u2192',
  minus: '\u2212',
  NewLine: '\n',
  Tab: '\t',
};
LATIN1.split(' ').forEach((name, i) => (NAMED[name] = String.fromCharCode(0xa0 + i)));

/** Entities that HTML also recognises without the trailing semicolon (the common legacy subset). */
const LEGACY = new Set(['amp', 'lt', 'gt', 'quot', ...LATIN1.split(' ')]);

// HTML numeric character reference rules: C1 controls are read as windows-1252.
const WINDOWS_1252: Record<number, number> = {
  0x80: 0x20ac,
  0x82: 0x201a,
  0x83: 0x0192,
  0x84: 0x201e,
  0x85: 0x2026,
  0x86: 0x2020,
  0x87: 0x2021,
  0x88: 0x02c6,
  0x89: 0x2030,
  0x8a: 0x0160,
  0x8b: 0x2039,
  0x8c: 0x0152,
  0x8e: 0x017d,
  0x91: 0x2018,
  0x92: 0x2019,
  0x93: 0x201c,
  0x94: 0x201d,
  0x95: 0x2022,
  0x96: 0x2013,
  0x97: 0x2014,
  0x98: 0x02dc,
  0x99: 0x2122,
  0x9a: 0x0161,
  0x9b: 0x203a,
  0x9c: 0x0153,
  0x9e: 0x017e,
  0x9f: 0x0178,
};

function fromCodePoint(code: number): string {
  if (!Number.isFinite(code) || code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '\ufffd';
  return String.fromCodePoint(WINDOWS_1252[code] ?? code);
}

const ENTITY = /&(?:#[xX]([0-9a-fA-F]{1,8});?|#([0-9]{1,9});?|([A-Za-z][A-Za-z0-9]{1,31})(;?))/g;

/**
 * Decode character references. In attribute values a legacy entity without `;` followed by an alphanumeric or
 * `=` stays literal (HTML rule, protects query strings like `?a=1&copy=2`).
 */
export function decodeEntities(input: string, inAttribute = false): string {
  if (!input.includes('&')) return input;
  return input.replace(ENTITY, (match, hex: string | undefined, dec: string | undefined, name, semi, offset) => {
    if (hex !== undefined) return fromCodePoint(parseInt(hex, 16));
    if (dec !== undefined) return fromCodePoint(parseInt(dec, 10));
    const entity = name as string;
    if (semi === ';') {
      const value = NAMED[entity];
      return value ?? match;
    }
    // No semicolon: only legacy names, longest legacy prefix wins (`&auml123` → `ä123`).
    for (let len = entity.length; len >= 2; len--) {
      const prefix = entity.slice(0, len);
      if (!LEGACY.has(prefix)) continue;
      const rest = entity.slice(len);
      const next = rest.length > 0 ? rest[0] : input.charAt((offset as number) + match.length);
      if (inAttribute && /[A-Za-z0-9=]/.test(next)) return match;
      return NAMED[prefix] + rest;
    }
    return match;
  });
}

/** Escape text for use in HTML text or a double-quoted attribute (used by tests and diagnostics). */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
]);
const RAW_TEXT = new Set(['script', 'style']);
const ESCAPABLE_RAW_TEXT = new Set(['textarea', 'title']);
const TABLE_SCOPE = new Set(['table', 'html', '#document']);

export interface ParseOptions {
  /** XML mode: no void elements, no raw-text elements, no implied end tags, case is kept. */
  readonly xml?: boolean;
}

/** Parse markup into a tree rooted at a synthetic `#document` element. Never throws. */
export function parseHtml(source: string, options: ParseOptions = {}): HtmlElement {
  const xml = options.xml === true;
  const input = source.replace(/\r\n?/g, '\n');
  const root: HtmlElement = { type: 'element', name: '#document', attrs: {}, children: [], parent: null };
  const stack: HtmlElement[] = [root];
  const current = (): HtmlElement => stack[stack.length - 1];

  const appendText = (value: string): void => {
    if (value.length === 0) return;
    const parent = current();
    const last = parent.children[parent.children.length - 1];
    if (last !== undefined && last.type === 'text') last.value += value;
    else parent.children.push({ type: 'text', value });
  };

  // Pop open elements named in `names`, but never beyond an element named in `scope`.
  const closeImplied = (names: ReadonlySet<string>, scope: ReadonlySet<string>): void => {
    for (let i = stack.length - 1; i > 0; i--) {
      const name = stack[i].name;
      if (scope.has(name)) return;
      if (names.has(name)) {
        stack.length = i;
        return;
      }
    }
  };

  const openElement = (name: string, attrs: Record<string, string>, selfClosing: boolean): void => {
    if (!xml) {
      if (name === 'td' || name === 'th') closeImplied(new Set(['td', 'th']), new Set([...TABLE_SCOPE, 'tr']));
      else if (name === 'tr') closeImplied(new Set(['tr']), new Set([...TABLE_SCOPE, 'tbody', 'thead', 'tfoot']));
      else if (name === 'tbody' || name === 'thead' || name === 'tfoot')
        closeImplied(new Set(['tbody', 'thead', 'tfoot']), TABLE_SCOPE);
      else if (name === 'option') closeImplied(new Set(['option']), new Set(['select', 'datalist', 'optgroup']));
      else if (name === 'optgroup') closeImplied(new Set(['optgroup', 'option']), new Set(['select']));
      else if (name === 'li') closeImplied(new Set(['li']), new Set(['ul', 'ol', 'menu']));
    }
    const element: HtmlElement = { type: 'element', name, attrs, children: [], parent: current() };
    current().children.push(element);
    if (!selfClosing && (xml || !VOID.has(name))) stack.push(element);
  };

  const closeElement = (name: string): void => {
    for (let i = stack.length - 1; i > 0; i--) {
      if (stack[i].name === name) {
        stack.length = i;
        return;
      }
      // An end tag never closes a table from inside a cell it does not belong to.
      if (!xml && stack[i].name === 'table' && name !== 'table') return;
    }
  };

  let i = 0;
  const n = input.length;
  while (i < n) {
    const lt = input.indexOf('<', i);
    if (lt < 0) {
      appendText(decodeEntities(input.slice(i)));
      break;
    }
    if (lt > i) appendText(decodeEntities(input.slice(i, lt)));
    i = lt;

    if (input.startsWith('<!--', i)) {
      const end = input.indexOf('-->', i + 4);
      i = end < 0 ? n : end + 3;
      continue;
    }
    if (input.startsWith('<![CDATA[', i)) {
      const end = input.indexOf(']]>', i + 9);
      appendText(input.slice(i + 9, end < 0 ? n : end));
      i = end < 0 ? n : end + 3;
      continue;
    }
    if (input[i + 1] === '!' || input[i + 1] === '?') {
      const end = input.indexOf('>', i + 2);
      i = end < 0 ? n : end + 1;
      continue;
    }
    if (input[i + 1] === '/') {
      const match = /^<\/([A-Za-z][^\s/>]*)[^>]*>?/.exec(input.slice(i, i + 256));
      if (match === null) {
        appendText('<');
        i += 1;
        continue;
      }
      closeElement(xml ? match[1] : match[1].toLowerCase());
      const end = input.indexOf('>', i);
      i = end < 0 ? n : end + 1;
      continue;
    }
    if (!/[A-Za-z]/.test(input[i + 1] ?? '')) {
      appendText('<');
      i += 1;
      continue;
    }

    // Start tag.
    let j = i + 1;
    while (j < n && !/[\s/>]/.test(input[j])) j++;
    const rawName = input.slice(i + 1, j);
    const name = xml ? rawName : rawName.toLowerCase();
    const attrs: Record<string, string> = {};
    let selfClosing = false;
    for (;;) {
      while (j < n && /\s/.test(input[j])) j++;
      if (j >= n) break;
      if (input[j] === '>') {
        j++;
        break;
      }
      if (input[j] === '/') {
        if (input[j + 1] === '>') {
          selfClosing = true;
          j += 2;
          break;
        }
        j++;
        continue;
      }
      let k = j;
      while (k < n && !/[\s=/>]/.test(input[k])) k++;
      if (k === j) k++; // a stray character (e.g. `=`): skip it
      const attrName = xml ? input.slice(j, k) : input.slice(j, k).toLowerCase();
      j = k;
      while (j < n && /\s/.test(input[j])) j++;
      let value = '';
      if (input[j] === '=') {
        j++;
        while (j < n && /\s/.test(input[j])) j++;
        const quote = input[j];
        if (quote === '"' || quote === "'") {
          const end = input.indexOf(quote, j + 1);
          value = input.slice(j + 1, end < 0 ? n : end);
          j = end < 0 ? n : end + 1;
        } else {
          let e = j;
          while (e < n && !/[\s>]/.test(input[e])) e++;
          value = input.slice(j, e);
          j = e;
        }
      }
      if (attrName.length > 0 && !(attrName in attrs)) attrs[attrName] = decodeEntities(value, true);
    }
    i = j;
    openElement(name, attrs, selfClosing);

    if (!xml && !selfClosing && (RAW_TEXT.has(name) || ESCAPABLE_RAW_TEXT.has(name))) {
      const close = new RegExp(`</${name}[\\s/>]`, 'i');
      const rest = input.slice(i);
      const m = close.exec(rest);
      const content = m === null ? rest : rest.slice(0, m.index);
      appendText(RAW_TEXT.has(name) ? content : decodeEntities(content));
      stack.pop();
      if (m === null) i = n;
      else {
        const end = input.indexOf('>', i + m.index);
        i = end < 0 ? n : end + 1;
      }
    } else if (!xml && name === 'pre' && input[i] === '\n') {
      i += 1; // HTML drops one newline right after <pre>
    }
  }
  return root;
}

export function attr(element: HtmlElement, name: string): string | undefined {
  return element.attrs[name.toLowerCase()] ?? element.attrs[name];
}

export function* descendants(node: HtmlElement): Generator<HtmlElement> {
  const pending: HtmlNode[] = [...node.children].reverse();
  while (pending.length > 0) {
    const next = pending.pop() as HtmlNode;
    if (next.type !== 'element') continue;
    yield next;
    for (let i = next.children.length - 1; i >= 0; i--) pending.push(next.children[i]);
  }
}

export function findAll(node: HtmlElement, predicate: (element: HtmlElement) => boolean): HtmlElement[] {
  const found: HtmlElement[] = [];
  for (const element of descendants(node)) if (predicate(element)) found.push(element);
  return found;
}

export function findFirst(node: HtmlElement, predicate: (element: HtmlElement) => boolean): HtmlElement | undefined {
  for (const element of descendants(node)) if (predicate(element)) return element;
  return undefined;
}

export function byId(node: HtmlElement, id: string): HtmlElement | undefined {
  return findFirst(node, (e) => e.attrs.id === id);
}

export function byTag(node: HtmlElement, name: string): HtmlElement[] {
  return findAll(node, (e) => e.name === name);
}

export function closest(element: HtmlElement, predicate: (e: HtmlElement) => boolean): HtmlElement | undefined {
  for (let e: HtmlElement | null = element.parent; e !== null; e = e.parent) if (predicate(e)) return e;
  return undefined;
}

const BLOCK = new Set(['p', 'div', 'li', 'tr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'table', 'pre', 'blockquote']);

/**
 * The text of a node: `<br>` becomes a newline, block elements are separated by newlines. Script and style
 * contents are skipped. Whitespace is kept as is (callers normalise where needed).
 */
export function textContent(node: HtmlNode): string {
  if (node.type === 'text') return node.value;
  if (node.name === 'script' || node.name === 'style') return '';
  if (node.name === 'br') return '\n';
  let out = '';
  for (const child of node.children) {
    const text = textContent(child);
    if (child.type === 'element' && BLOCK.has(child.name)) {
      if (out.length > 0 && !out.endsWith('\n')) out += '\n';
      out += text;
      if (text.length > 0 && !text.endsWith('\n')) out += '\n';
    } else out += text;
  }
  return out;
}

/** Collapse whitespace (incl. no-break spaces) and trim: the form used for table cells. */
export function cleanText(text: string): string {
  return text.replace(/[\s\u00a0]+/g, ' ').trim();
}

/** True when the markup contains HTML structure (tags), used to tell formatted text from plain text. */
export function looksLikeHtml(text: string): boolean {
  return /<(?:br|p|div|span|pre|b|i|u|strong|em|table|tr|td|ul|ol|li|font|center|h[1-6])\b[^>]*>/i.test(text);
}

/** Plain text of an HTML fragment (formatted notice texts). */
export function htmlToText(fragment: string): string {
  return textContent(parseHtml(fragment));
}
