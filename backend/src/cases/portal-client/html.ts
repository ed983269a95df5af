/**
 * The portal client's view of HTML/XML (docs/PORTAL.md): a thin adapter over htmlparser2, which parses forgivingly
 * (implied end tags, unquoted attributes, raw-text script/style, the HTML entity rules incl. windows-1252 numeric
 * references) and never throws. The poll reads listing pages all day, so parsing is htmlparser2's tokenizer, not
 * ours; what stays here is what the client needs on top: predicate lookups over elements, attribute lookup, and a
 * text extraction that keeps line structure (`<br>`, blocks) the way the portal's texts need it.
 */
import { type AnyNode, type Document, type Element, hasChildren, isTag, isText } from 'domhandler';
import { DomUtils, parseDocument } from 'htmlparser2';

export type HtmlElement = Element;
export type HtmlDocument = Document;
/** What lookups start from: the parsed document or an element of it. */
export type HtmlParent = Document | Element;

export interface ParseOptions {
  /** XML mode (Faces partial responses): no void or raw-text elements, no implied end tags, case is kept, CDATA. */
  readonly xml?: boolean;
}

/** Parse markup into a document. Never throws: broken markup yields the tree a browser would mostly build. */
export function parseHtml(source: string, options: ParseOptions = {}): Document {
  // Line breaks normalised as a browser's input stream does (htmlparser2 keeps CR): texts are compared by line.
  const input = source.includes('\r') ? source.replace(/\r\n?/g, '\n') : source;
  return parseDocument(input, { xmlMode: options.xml === true });
}

/** An attribute's value (names are lower case in HTML mode; XML mode keeps case, so both are tried). */
export function attr(element: Element, name: string): string | undefined {
  return element.attribs[name.toLowerCase()] ?? element.attribs[name];
}

/** Every element below `node`, in document order (the node itself excluded). */
export function descendants(node: HtmlParent): Element[] {
  return DomUtils.findAll(() => true, node.children);
}

/** Every matching element below `node` in document order (given a node, DomUtils would test the node itself too). */
export function findAll(node: HtmlParent, predicate: (element: Element) => boolean): Element[] {
  return DomUtils.findAll(predicate, node.children);
}

/** The first matching element below `node` in document order. */
export function findFirst(node: HtmlParent, predicate: (element: Element) => boolean): Element | undefined {
  return DomUtils.findOne(predicate, node.children, true) ?? undefined;
}

export function byId(node: HtmlParent, id: string): Element | undefined {
  return findFirst(node, (e) => e.attribs.id === id);
}

/** The element children of an element (text and comments skipped). */
export function childElements(element: Element): Element[] {
  return element.children.filter(isTag);
}

/** The nearest ancestor that matches. */
export function closest(element: Element, predicate: (e: Element) => boolean): Element | undefined {
  for (let e = element.parent; e !== null; e = e.parent) if (isTag(e) && predicate(e)) return e;
  return undefined;
}

const BLOCK = new Set(['p', 'div', 'li', 'tr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'table', 'pre', 'blockquote']);
/** Table cells: separated by a tab like a browser's innerText, so "Bäckerei" and "Schön GmbH" stay two words. */
const CELL = new Set(['td', 'th']);
/** HTML drops one newline right after these start tags; htmlparser2 keeps it in the text. */
const LEADING_NEWLINE_DROPPED = new Set(['pre', 'textarea', 'listing']);

/**
 * The text of a node: `<br>` becomes a newline, block elements are separated by newlines, table cells by a tab,
 * and the newline right after `<pre>`/`<textarea>` is dropped as HTML does. Script and style
 * contents and comments are skipped; CDATA counts as text. Whitespace is kept as is (callers normalise).
 */
export function textContent(node: AnyNode): string {
  if (isText(node)) return node.data;
  if (!hasChildren(node)) return ''; // comments, processing instructions, doctype
  if (isTag(node)) {
    if (node.name === 'script' || node.name === 'style') return '';
    if (node.name === 'br') return '\n';
  }
  let out = '';
  for (const child of node.children) {
    const text = textContent(child);
    if (isTag(child) && BLOCK.has(child.name)) {
      if (out.length > 0 && !out.endsWith('\n')) out += '\n';
      out += text;
      if (text.length > 0 && !text.endsWith('\n')) out += '\n';
    } else if (isTag(child) && CELL.has(child.name) && out.length > 0 && !/\s$/.test(out)) out += `\t${text}`;
    else out += text;
  }
  const first = node.firstChild;
  if (isTag(node) && LEADING_NEWLINE_DROPPED.has(node.name) && first !== null && isText(first))
    return out.replace(/^\n/, '');
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
