import { escapeHtml } from '../../platform/mail/html.js';
import type { UnsubscribeTarget } from './unsubscribe-token.js';

/**
 * The German pages of the unsubscribe link: plain HTML that works without the app's JavaScript (opened from a
 * mail program, often on a phone), styled inline (the CSP allows inline styles, not scripts).
 */
function page(title: string, body: string): string {
  return [
    '<!doctype html>',
    '<html lang="de"><head><meta charset="utf-8"><meta name="robots" content="noindex">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)} – Insolvenzmonitor</title>`,
    '<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem;line-height:1.5}' +
      'button{font:inherit;padding:.6rem 1.2rem;border:0;border-radius:4px;background:#1565c0;color:#fff;cursor:pointer}</style>',
    `</head><body><h1>${escapeHtml(title)}</h1>`,
    body,
    '<p><a href="/notifications">Zu Ihren Benachrichtigungen</a></p></body></html>',
  ].join('\n');
}

export function messagePage(title: string, text: string): string {
  return page(title, `<p>${escapeHtml(text)}</p>`);
}

/** What the link names, in words: "diese Benachrichtigung", "dieses Suchprofil", "die 3 Benachrichtigungen …". */
function named(targets: readonly UnsubscribeTarget[]): string {
  if (targets.length > 1) return `die ${targets.length} Benachrichtigungen dieser E-Mail`;
  return targets[0]!.kind === 'saved-search' ? 'dieses Suchprofil' : 'diese Benachrichtigung';
}

/** Where it is switched on again: subscriptions on "Benachrichtigungen", saved searches on the search page. */
function whereToUndo(targets: readonly UnsubscribeTarget[]): string {
  const subscriptions = targets.some((target) => target.kind === 'subscription');
  const savedSearches = targets.some((target) => target.kind === 'saved-search');
  const where =
    subscriptions && savedSearches
      ? 'Unter „Benachrichtigungen“ und auf der Suchseite unter „Meine Suchprofile“'
      : savedSearches
        ? 'Auf der Suchseite unter „Meine Suchprofile“'
        : 'Unter „Benachrichtigungen“';
  return `${where} können Sie ${targets.length > 1 ? 'sie' : savedSearches ? 'die E-Mail' : 'sie'} jederzeit wieder einschalten.`;
}

/**
 * The link's page: it asks and changes nothing; the button posts to the same address (the form has no action),
 * token included.
 */
export function confirmationPage(targets: readonly UnsubscribeTarget[]): string {
  const title = targets.length > 1 ? 'Benachrichtigungen deaktivieren?' : 'Benachrichtigung deaktivieren?';
  return page(
    title,
    [
      `<p>Sie erhalten dann für ${escapeHtml(named(targets))} keine E-Mails mehr.</p>`,
      '<form method="post"><button type="submit">Deaktivieren</button></form>',
      `<p>${escapeHtml(whereToUndo(targets))}</p>`,
    ].join('\n'),
  );
}

export function donePage(targets: readonly UnsubscribeTarget[]): string {
  const many = targets.length > 1;
  return messagePage(
    many ? 'Benachrichtigungen deaktiviert' : 'Benachrichtigung deaktiviert',
    `Sie erhalten für ${named(targets)} keine E-Mails mehr. ${whereToUndo(targets)}`,
  );
}
