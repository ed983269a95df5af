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
    // Opened from a mail program, often on a phone: the phone's width, not 980 px zoomed out.
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem;line-height:1.5}' +
      'h1{font-size:1.5rem;line-height:1.25;overflow-wrap:break-word}form{margin:0 0 .75rem}' +
      'button{font:inherit;padding:.6rem 1.2rem;border:1px solid #1565c0;border-radius:4px;background:#1565c0;color:#fff;cursor:pointer}' +
      // Refusing is the quieter of the two answers.
      'form[action$="/refuse"] button{background:#fff;color:#1565c0}</style>',
    `<title>${escapeHtml(title)} – Insolvenzmonitor</title></head>`,
    `<body><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>`,
    buttons,
    '</body></html>',
  ].join('\n');
}
