/** Error responses: expired view (HTTP 200, as the portal answers), server errors (HTTP 500), not found. */
import { escapeText } from './escape.js';
import { page } from './page-layout.js';

export const SESSION_EXPIRED_MESSAGE = 'Ihre Sitzung ist abgelaufen. Bitte starten Sie eine neue Suche.';

/** Tomcat-style 500 page, as scrapers report it for overloaded moments of the portal. */
export function renderServerError(detail = 'Ein interner Fehler ist aufgetreten.'): string {
  return `<!doctype html><html lang="de"><head><title>HTTP Status 500 – Internal Server Error</title></head><body><h1>HTTP Status 500 – Internal Server Error</h1><hr class="line" /><p><b>Type</b> Exception Report</p><p><b>Description</b> ${escapeText(detail)}</p><hr class="line" /><h3>Apache Tomcat</h3></body></html>`;
}

export function renderNotFound(): string {
  return page(
    'Seite nicht gefunden',
    '<h1>Die angeforderte Seite wurde nicht gefunden.</h1><p><a href="/ap/suche.jsf">Zur Suche</a></p>',
  );
}

export function renderTextExpired(): string {
  return page(
    'Veröffentlichung',
    `<div id="msgs" class="ui-messages"><span class="ui-messages-error-summary">${escapeText(SESSION_EXPIRED_MESSAGE)}</span></div>`,
  );
}
