/** The page frame shared by all portal pages (head, header, footer), in the style of a Jakarta Faces app. */
import { escapeAttribute, escapeText } from './escape.js';

export function page(title: string, body: string): string {
  return `<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" lang="de"><head id="j_idt2">
<meta http-equiv="Content-Type" content="text/html; charset=UTF-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="robots" content="noindex, nofollow" />
<link type="text/css" rel="stylesheet" href="/ap/jakarta.faces.resource/layout.css.jsf?ln=css" />
<script src="/ap/jakarta.faces.resource/faces.js.jsf?ln=jakarta.faces"></script>
<title>${escapeText(title)}</title>
</head><body>
<div id="kopfbereich"><a href="/ap/suche.jsf" id="lnk_startseite">Insolvenzbekanntmachungen</a>
<span id="otx_untertitel">Länderübergreifendes Justizportal - Veröffentlichungen der Insolvenzgerichte</span></div>
<div id="inhalt">
${body}
</div>
<div id="fussbereich"><a href="/ap/impressum.jsf">Impressum</a> | <a href="/ap/datenschutz.jsf">Datenschutz</a> | <a href="/ap/barrierefreiheit.jsf">Barrierefreiheit</a></div>
</body></html>
`;
}

/** Message area (id "msgs" is re-rendered by the detail AJAX request). */
export function messages(errors: readonly string[]): string {
  const items = errors.map((e) => `<li><span class="ui-messages-error-summary">${escapeText(e)}</span></li>`).join('');
  return `<div id="msgs" class="ui-messages ui-widget" aria-live="polite">${items ? `<div class="ui-messages-error ui-corner-all"><ul>${items}</ul></div>` : ''}</div>`;
}

export function viewStateInput(viewState: string, index = 0): string {
  return `<input type="hidden" name="jakarta.faces.ViewState" id="j_id1:jakarta.faces.ViewState:${index}" value="${escapeAttribute(viewState)}" autocomplete="off" />`;
}
