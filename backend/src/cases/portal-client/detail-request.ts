/**
 * One notice's full text (docs/PORTAL.md "Detail (full text) AJAX request"): the AJAX click on a row's detail button
 * answers with a Faces `<partial-response>` whose update `frm_text:ihd_text` holds the text in an input's value;
 * `GET /ap/text.xhtml?x=<random>` in the same session shows the text of the last click in `<pre id="veroefftext">`.
 */
import {
  attr,
  findAll,
  findFirst,
  htmlToText,
  looksLikeHtml,
  parseHtml,
  textContent,
  type HtmlElement,
  type HtmlParent,
} from './html.js';
import type { DetailButton } from './result-page.js';

export type DetailAnswer =
  | { readonly kind: 'text'; readonly text: string; readonly viewState: string | null }
  | { readonly kind: 'empty'; readonly viewState: string | null; readonly reason: string }
  | { readonly kind: 'expired'; readonly reason: string };

/** The form fields of the AJAX click, in the order a browser's faces.js sends them. */
export function buildDetailBody(
  button: DetailButton,
  viewState: { readonly name: string; readonly value: string } | null,
  facesPrefix: string,
): URLSearchParams {
  const viewStateName = viewState?.name ?? `${facesPrefix}.ViewState`;
  const body = new URLSearchParams();
  body.set(button.formId, button.formId);
  for (const hidden of button.hidden) {
    if (/(?:^|\.)faces\.ViewState$/.test(hidden.name) || hidden.name === button.formId) continue;
    body.set(hidden.name, hidden.value);
  }
  body.set(button.buttonId, '');
  const ownViewState = button.hidden.find((h) => /(?:^|\.)faces\.ViewState$/.test(h.name));
  body.set(viewStateName, viewState?.value ?? ownViewState?.value ?? '');
  body.set(`${facesPrefix}.source`, button.buttonId);
  body.set(`${facesPrefix}.partial.event`, 'click');
  body.set(`${facesPrefix}.partial.execute`, `${button.buttonId} @this`);
  body.set(`${facesPrefix}.partial.render`, 'msgs frm_text:ihd_text');
  body.set(`${facesPrefix}.behavior.event`, 'click');
  body.set(`${facesPrefix}.partial.ajax`, 'true');
  return body;
}

/** Headers that make the portal treat the POST as a Faces AJAX request. */
export const AJAX_HEADERS: Readonly<Record<string, string>> = {
  'Faces-Request': 'partial/ajax',
  'X-Requested-With': 'XMLHttpRequest',
  Accept: 'application/xml, text/xml, */*; q=0.01',
};

const EXPIRED = /abgelaufen|ViewExpired|Sitzung\s+ist\s+beendet|session\s+(?:has\s+)?expired/i;

/** Read the AJAX answer. `empty` means: use the text.xhtml fallback (value empty, missing or unreadable). */
export function parsePartialResponse(body: string): DetailAnswer {
  const doc = parseHtml(body, { xml: true });
  const root = findFirst(doc, (e) => localName(e) === 'partial-response');
  if (root === undefined) {
    // Not a partial response at all: an HTML page (login form, error page) or garbage.
    const html = parseHtml(body);
    if (isSearchFormOrExpired(html)) return { kind: 'expired', reason: 'AJAX answered with the search form' };
    return { kind: 'empty', viewState: null, reason: 'AJAX answer is not a partial-response' };
  }
  const error = findFirst(root, (e) => localName(e) === 'error');
  if (error !== undefined) {
    const text = textContent(error);
    if (EXPIRED.test(text)) return { kind: 'expired', reason: 'ViewExpired in partial-response' };
    return { kind: 'empty', viewState: null, reason: `partial-response error: ${text.trim().slice(0, 200)}` };
  }
  if (findFirst(root, (e) => localName(e) === 'redirect') !== undefined)
    return { kind: 'expired', reason: 'partial-response redirect' };

  let viewState: string | null = null;
  let value: string | null = null;
  for (const update of findAll(root, (e) => localName(e) === 'update')) {
    const id = attr(update, 'id') ?? '';
    const content = textContent(update);
    if (/(?:^|[:.])faces\.ViewState(?::\d+)?$/.test(id)) {
      viewState = content.trim();
      continue;
    }
    if (value === null && (/ihd_text$/.test(id) || content.includes('ihd_text'))) value = textFromUpdate(content);
  }
  if (value === null) return { kind: 'empty', viewState, reason: 'no ihd_text update in partial-response' };
  const text = normaliseNoticeText(value);
  return text === '' ? { kind: 'empty', viewState, reason: 'ihd_text is empty' } : { kind: 'text', text, viewState };
}

/** Read `text.xhtml`: the text of the last clicked notice in `<pre id="veroefftext">`. */
export function parseTextPage(body: string): DetailAnswer {
  const doc = parseHtml(body);
  const pre = findFirst(doc, (e) => /(?:^|:)veroefftext$/.test(attr(e, 'id') ?? ''));
  if (pre === undefined) {
    if (isSearchFormOrExpired(doc)) return { kind: 'expired', reason: 'text.xhtml answered with the search form' };
    return { kind: 'empty', viewState: null, reason: 'no veroefftext element on text.xhtml' };
  }
  const text = normaliseNoticeText(textContent(pre), false);
  return text === ''
    ? { kind: 'empty', viewState: null, reason: 'veroefftext is empty' }
    : { kind: 'text', text, viewState: null };
}

/**
 * The text as handed to the importer: line breaks normalised, formatted (HTML) texts turned into plain text,
 * outer whitespace trimmed. Inner whitespace is kept.
 */
export function normaliseNoticeText(value: string, mayBeHtml = true): string {
  const plain = mayBeHtml && looksLikeHtml(value) ? htmlToText(value) : value;
  return plain.replace(/\r\n?/g, '\n').trim();
}

function textFromUpdate(content: string): string {
  const fragment = parseHtml(content);
  const input = findFirst(
    fragment,
    (e) => e.name === 'input' && /ihd_text$/.test(attr(e, 'id') ?? attr(e, 'name') ?? ''),
  );
  if (input !== undefined) return attr(input, 'value') ?? '';
  const element = findFirst(fragment, (e) => /ihd_text$/.test(attr(e, 'id') ?? ''));
  return element === undefined ? '' : textContent(element);
}

function isSearchFormOrExpired(doc: HtmlParent): boolean {
  const form = findFirst(doc, (e) => e.name === 'form' && /frm_suche/.test(attr(e, 'id') ?? attr(e, 'name') ?? ''));
  return form !== undefined || EXPIRED.test(textContent(doc));
}

function localName(element: HtmlElement): string {
  const name = element.name.toLowerCase();
  const colon = name.indexOf(':');
  return colon < 0 ? name : name.slice(colon + 1);
}
