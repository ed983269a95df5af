/**
 * GET /ap/suche.jsf (the form) and POST /ap/suche.jsf (run a search).
 * A POST with an unknown or expired session, or a ViewState that the session does not hold, is answered like the
 * portal answers an expired view: HTTP 200 with the search page, a new session and the message
 * "Ihre Sitzung ist abgelaufen. Bitte starten Sie eine neue Suche."
 */
import { randomInt } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { SESSION_EXPIRED_MESSAGE } from '../html/error-pages.js';
import { type ResultContent, renderResultPage } from '../html/result-page.js';
import { renderSearchPage } from '../html/search-page.js';
import { type ParsedPath, readBody } from '../http/request.js';
import { sendHtml, sessionCookie } from '../http/respond.js';
import { CONTROL, FORM_ID, VIEW_STATE } from '../search/form-controls.js';
import { parseSearchForm } from '../search/search-query.js';
import { newViewState, type Session } from '../session/session-store.js';
import { type ReplicaContext, resolveSession } from './replica-context.js';

function showSearchPage(
  ctx: ReplicaContext,
  res: ServerResponse,
  session: Session,
  newSession: boolean,
  options: { errors?: string[]; values?: URLSearchParams } = {},
): void {
  const viewState = newViewState();
  ctx.sessions.addView(session, { viewState, kind: 'search', rows: [], buttonNumber: 0 });
  const action = newSession ? `/ap/suche.jsf;jsessionid=${session.id}` : '/ap/suche.jsf';
  sendHtml(res, 200, renderSearchPage({ action, viewState, ...options }), newSession ? sessionCookie(session.id) : {});
}

export function handleSearchForm(
  ctx: ReplicaContext,
  req: IncomingMessage,
  res: ServerResponse,
  path: ParsedPath,
): void {
  const resolved = resolveSession(ctx, req, path);
  if (resolved.session && resolved.viaCookie) {
    showSearchPage(ctx, res, resolved.session, false);
    return;
  }
  showSearchPage(ctx, res, resolved.session ?? ctx.sessions.create(), true);
}

/** Answer for requests whose session or view is gone. */
export function showExpired(ctx: ReplicaContext, res: ServerResponse): void {
  ctx.stats.expiredViews++;
  showSearchPage(ctx, res, ctx.sessions.create(), true, { errors: [SESSION_EXPIRED_MESSAGE] });
}

export async function handleSearch(
  ctx: ReplicaContext,
  req: IncomingMessage,
  res: ServerResponse,
  path: ParsedPath,
): Promise<void> {
  const form = new URLSearchParams(await readBody(req));
  const { session } = resolveSession(ctx, req, path);
  const viewState = form.get(VIEW_STATE) ?? '';
  if (!session || !session.views.has(viewState)) {
    showExpired(ctx, res);
    return;
  }
  // Without the form marker and the pressed button, JSF decodes nothing and runs no action: the page comes back.
  if (form.get(FORM_ID) !== FORM_ID || !form.has(CONTROL.submit)) {
    showSearchPage(ctx, res, session, false, { values: form });
    return;
  }
  const parsed = parseSearchForm(form);
  if ('error' in parsed) {
    ctx.stats.validationErrors++;
    showSearchPage(ctx, res, session, false, { errors: [parsed.error], values: form });
    return;
  }
  const limit = ctx.hitLimit();
  const outcome = ctx.repository.search(parsed.query, limit);
  let content: ResultContent;
  const buttonNumber = randomInt(40, 400);
  if (outcome.kind === 'too-many') {
    ctx.stats.tooManyHits++;
    content = { kind: 'too-many', limit };
  } else if (outcome.rows.length === 0) {
    ctx.stats.noHits++;
    content = { kind: 'no-hits' };
  } else {
    ctx.stats.resultPages++;
    content = { kind: 'rows', rows: outcome.rows, buttonNumber };
  }
  const resultViewState = newViewState();
  ctx.sessions.addView(session, {
    viewState: resultViewState,
    kind: 'result',
    rows: content.kind === 'rows' ? content.rows : [],
    buttonNumber,
  });
  sendHtml(res, 200, renderResultPage({ viewState: resultViewState, form, content }));
}
