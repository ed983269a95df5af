import { escapeHtml } from '../../platform/mail/html.js';
import type { UnsubscribeTarget } from '../../platform/unsubscribe/unsubscribe-token.js';

/**
 * The German pages of the unsubscribe link: plain HTML that works without the app's JavaScript (opened from a
 * mail program, often on a phone), styled inline (the CSP allows inline styles, not scripts).
 */
function page(title: string, body: string, back: Place = PLACES.subscription): string {
  return [
    '<!doctype html>',
    '<html lang="de"><head><meta charset="utf-8"><meta name="robots" content="noindex">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)} – Insolvenzmonitor</title>`,
    '<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem;line-height:1.5}' +
      'h1{font-size:1.5rem;line-height:1.25;overflow-wrap:break-word;hyphens:auto}' +
      'button{font:inherit;padding:.6rem 1.2rem;border:0;border-radius:4px;background:#1565c0;color:#fff;cursor:pointer}</style>',
    `</head><body><h1>${escapeHtml(title)}</h1>`,
    body,
    `<p><a href="${back.path}">${escapeHtml(back.link)}</a></p></body></html>`,
  ].join('\n');
}

interface Place {
  readonly where: string;
  readonly path: string;
  readonly link: string;
}

/** Where each kind is switched on again, and the link back to it. */
const PLACES: Readonly<Record<UnsubscribeTarget['kind'], Place>> = {
  subscription: { where: 'unter „Benachrichtigungen“', path: '/notifications', link: 'Zu Ihren Benachrichtigungen' },
  'saved-search': { where: 'auf der Suchseite unter „Meine Suchprofile“', path: '/search', link: 'Zur Suche' },
  'deadline-reminders': { where: 'unter „Meine Fristen“', path: '/fristen', link: 'Zu „Meine Fristen“' },
  portfolio: { where: 'unter „Portfolios“ (Zustellung)', path: '/portfolios', link: 'Zu Ihren Portfolios' },
  address: {
    where: 'unter „Benachrichtigungen“ und auf der Suchseite unter „Meine Suchprofile“',
    path: '/notifications',
    link: 'Zu Ihren Benachrichtigungen',
  },
};

/** Several alerts: more than one target, or an address (every alert mailing it). */
const several = (targets: readonly UnsubscribeTarget[]) => targets.length > 1 || targets[0]!.kind === 'address';

export function messagePage(title: string, text: string, targets?: readonly UnsubscribeTarget[]): string {
  return page(title, `<p>${escapeHtml(text)}</p>`, targets && PLACES[targets[0]!.kind]);
}

const onlyReminders = (targets: readonly UnsubscribeTarget[]) =>
  targets.length === 1 && targets[0]!.kind === 'deadline-reminders';

/** "Sie erhalten (dann) für diese Benachrichtigung keine E-Mails mehr." and the like. */
function consequence(targets: readonly UnsubscribeTarget[], then: boolean): string {
  const soon = then ? ' dann' : '';
  if (onlyReminders(targets)) return `Sie erhalten${soon} keine Fristen-Erinnerungen mehr.`;
  const what =
    targets[0]!.kind === 'address'
      ? 'die Benachrichtigungen und Suchprofile dieser E-Mail-Adresse'
      : targets.length > 1
        ? `die ${targets.length} Benachrichtigungen dieser E-Mail`
        : targets[0]!.kind === 'saved-search'
          ? 'dieses Suchprofil'
          : targets[0]!.kind === 'portfolio'
            ? 'dieses Portfolio'
            : 'diese Benachrichtigung';
  return `Sie erhalten${soon} für ${what} keine E-Mails mehr.`;
}

/** "Unter „Benachrichtigungen“ können Sie sie jederzeit wieder einschalten." (every place the targets have). */
function whereToUndo(targets: readonly UnsubscribeTarget[]): string {
  const places = [...new Set(targets.map((target) => PLACES[target.kind].where))];
  const where = places.length > 1 ? `${places.slice(0, -1).join(', ')} und ${places.at(-1)}` : places[0]!;
  const one = targets.length === 1 ? targets[0]!.kind : null;
  const it = one === 'saved-search' || one === 'portfolio' ? 'die E-Mails' : 'sie';
  return `${where.charAt(0).toUpperCase()}${where.slice(1)} können Sie ${it} jederzeit wieder einschalten.`;
}

/**
 * The link's page: it asks and changes nothing; the button posts to the same address (the form has no action),
 * token included.
 */
export function confirmationPage(targets: readonly UnsubscribeTarget[]): string {
  const title = onlyReminders(targets)
    ? 'Fristen-Erinnerungen abbestellen?'
    : several(targets)
      ? 'Benachrichtigungen deaktivieren?'
      : 'Benachrichtigung deaktivieren?';
  return page(
    title,
    [
      `<p>${escapeHtml(consequence(targets, true))}</p>`,
      `<form method="post"><button type="submit">${onlyReminders(targets) ? 'Abbestellen' : 'Deaktivieren'}</button></form>`,
      `<p>${escapeHtml(whereToUndo(targets))}</p>`,
    ].join('\n'),
    PLACES[targets[0]!.kind],
  );
}

export function donePage(targets: readonly UnsubscribeTarget[]): string {
  const title = onlyReminders(targets)
    ? 'Fristen-Erinnerungen abbestellt'
    : several(targets)
      ? 'Benachrichtigungen deaktiviert'
      : 'Benachrichtigung deaktiviert';
  return messagePage(title, `${consequence(targets, false)} ${whereToUndo(targets)}`, targets);
}
