import { escapeHtml } from '../../platform/mail/html.js';

const ROUTE = '/api/alerts/recipients';

/** A small German page (no script: the strict CSP allows none inline), optionally with the two answer buttons. */
export function confirmationPage(title: string, text: string, token?: { value: string; mayConfirm: boolean }): string {
  const form = (action: 'confirm' | 'refuse', label: string) =>
    `<form method="post" action="${ROUTE}/${action}"><input type="hidden" name="token" value="${escapeHtml(token!.value)}">` +
    `<button type="submit">${escapeHtml(label)}</button></form>`;
  const buttons = token
    ? [
        token.mayConfirm ? form('confirm', 'Ja, Benachrichtigungen erhalten') : '',
        form('refuse', 'Nein, keine E-Mails mehr von diesem Absender'),
      ].join('\n')
    : '';
  return [
    '<!doctype html>',
    '<html lang="de"><head><meta charset="utf-8"><meta name="robots" content="noindex">',
    `<title>${escapeHtml(title)} – Insolvenzmonitor</title></head>`,
    `<body><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>`,
    buttons,
    '</body></html>',
  ].join('\n');
}
