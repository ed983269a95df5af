/** JSF partial responses (text/xml) of the detail AJAX request. */
import { cdata, escapeAttribute } from './escape.js';

export function renderDetailUpdate(text: string, viewState: string): string {
  return `<?xml version='1.0' encoding='UTF-8'?>
<partial-response id="j_id1"><changes><update id="msgs">${cdata(
    '<div id="msgs" class="ui-messages ui-widget" aria-live="polite"></div>',
  )}</update><update id="frm_text:ihd_text">${cdata(
    `<input id="frm_text:ihd_text" type="hidden" name="frm_text:ihd_text" value="${escapeAttribute(text)}" />`,
  )}</update><update id="j_id1:jakarta.faces.ViewState:0">${cdata(viewState)}</update></changes></partial-response>`;
}

/** What Mojarra sends when the view of an AJAX request cannot be restored (session or view expired). */
export function renderViewExpired(viewId: string): string {
  return `<?xml version='1.0' encoding='UTF-8'?>
<partial-response id="j_id1"><error><error-name>class jakarta.faces.application.ViewExpiredException</error-name><error-message>${cdata(
    `viewId:${viewId} - View ${viewId} could not be restored.`,
  )}</error-message></error></partial-response>`;
}

export function renderAjaxError(errorName: string, message: string): string {
  return `<?xml version='1.0' encoding='UTF-8'?>
<partial-response id="j_id1"><error><error-name>class ${errorName}</error-name><error-message>${cdata(message)}</error-message></error></partial-response>`;
}
