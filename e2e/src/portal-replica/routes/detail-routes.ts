/**
 * POST /ap/ergebnis.jsf (the AJAX click on a row's detail button) and GET /ap/text.xhtml (the text of the last
 * click). Detail requests need the session and a ViewState of one of its result views; otherwise the partial
 * response carries a ViewExpiredException, as Mojarra sends it. A button id that the view did not render yields a
 * FacesException. text.xhtml before any click answers HTTP 500 (the bean has no text), after an expired session
 * the expired message. A row whose notice is not published on the replica clock (the clock was set back after the
 * search) is answered like a row the view does not have, and its text like no text selected: nothing unpublished
 * leaks through detail or text.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { renderServerError, renderTextExpired } from '../html/error-pages.js';
import { renderAjaxError, renderDetailUpdate, renderViewExpired } from '../html/partial-response.js';
import { renderResultPage } from '../html/result-page.js';
import { renderTextPage } from '../html/text-page.js';
import { type ParsedPath, readBody } from '../http/request.js';
import { sendHtml, sendXml } from '../http/respond.js';
import { VIEW_STATE } from '../search/form-controls.js';
import { type ReplicaContext, resolveSession } from './replica-context.js';
import { showExpired } from './search-routes.js';

const BUTTON = /^tbl_ergebnis:(\d+):frm_detail:j_idt(\d+)$/;

function clickedButton(form: URLSearchParams): string | undefined {
  const source = form.get('jakarta.faces.source') ?? form.get('javax.faces.source');
  if (source) return source;
  for (const key of form.keys()) {
    const id = key.replace(/\.[xy]$/, '');
    if (BUTTON.test(id)) return id;
  }
  return undefined;
}

export async function handleDetail(
  ctx: ReplicaContext,
  req: IncomingMessage,
  res: ServerResponse,
  path: ParsedPath,
): Promise<void> {
  const form = new URLSearchParams(await readBody(req));
  const ajax = req.headers['faces-request'] === 'partial/ajax' || form.get('jakarta.faces.partial.ajax') === 'true';
  const { session } = resolveSession(ctx, req, path);
  const viewState = form.get(VIEW_STATE) ?? '';
  const view = session?.views.get(viewState);
  if (!session || !view || view.kind !== 'result') {
    if (ajax) {
      ctx.stats.expiredViews++;
      sendXml(res, renderViewExpired('/ergebnis.xhtml'));
    } else {
      showExpired(ctx, res);
    }
    return;
  }
  const button = clickedButton(form);
  const match = button ? BUTTON.exec(button) : null;
  const index = match ? Number(match[1]) : -1;
  const notice = view.rows[index];
  if (!match || !notice || Number(match[2]) !== view.buttonNumber || !ctx.repository.isVisible(notice)) {
    if (ajax) {
      sendXml(
        res,
        renderAjaxError(
          'jakarta.faces.FacesException',
          `Komponente mit der ID ${button ?? '(keine)'} wurde nicht gefunden.`,
        ),
      );
    } else {
      sendHtml(
        res,
        200,
        renderResultPage({
          viewState,
          form,
          content: { kind: 'rows', rows: view.rows, buttonNumber: view.buttonNumber },
        }),
      );
    }
    return;
  }
  const empty = ctx.faults.emptyTextForClick();
  if (empty) ctx.stats.emptyTexts++;
  const text = empty ? '' : notice.text;
  session.currentText = text;
  session.currentNotice = notice;
  ctx.stats.details++;
  if (ajax) {
    sendXml(res, renderDetailUpdate(text, viewState));
  } else {
    sendHtml(
      res,
      200,
      renderResultPage({
        viewState,
        form,
        text,
        content: { kind: 'rows', rows: view.rows, buttonNumber: view.buttonNumber },
      }),
    );
  }
}

export function handleText(ctx: ReplicaContext, req: IncomingMessage, res: ServerResponse, path: ParsedPath): void {
  const { session } = resolveSession(ctx, req, path);
  if (!session) {
    ctx.stats.expiredViews++;
    sendHtml(res, 200, renderTextExpired());
    return;
  }
  const unpublished = session.currentNotice !== null && !ctx.repository.isVisible(session.currentNotice);
  if (session.currentText === null || unpublished) {
    sendHtml(res, 500, renderServerError('java.lang.NullPointerException: kein Veröffentlichungstext ausgewählt'));
    return;
  }
  ctx.stats.texts++;
  sendHtml(res, 200, renderTextPage(session.currentText));
}
