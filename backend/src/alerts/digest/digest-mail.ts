import { escapeHtml } from '../../platform/mail/html.js';
import type { MailMessage } from '../../platform/mail/mailer.port.js';
import type { SubscriptionFields } from '../domain/events.js';
import { publicationTypeLabel } from '../matching/publication-types.js';
import type { CaseSummary } from './case-summaries.js';

/** `20.11.2026` from `2026-11-20`. */
export function germanDate(isoDate: string): string {
  const [y, m, d] = isoDate.slice(0, 10).split('-');
  return `${d}.${m}.${y}`;
}

/** How the mail names what is watched: the company, else the Aktenzeichen, register number or keywords. */
export function watchLabel(fields: SubscriptionFields): string {
  if (fields.companyName) return fields.companyName;
  if (fields.caseNumber) return `Az. ${fields.caseNumber}${fields.court ? `, ${fields.court}` : ''}`;
  if (fields.registerNumber) return fields.registerNumber;
  return fields.keywords.length > 0 ? fields.keywords.join(', ') : 'alle Verfahren';
}

/**
 * The daily digest of one subscription (German, HTML and plain text): every new case with company, court,
 * Aktenzeichen, type, date and a link to `/case/{id}`, plus the signed one-click link that deactivates the
 * alert. Every value from notices or users is escaped in the HTML part.
 */
export function digestMail(
  fields: SubscriptionFields,
  cases: readonly CaseSummary[],
  links: { appUrl: string; unsubscribeUrl: string },
): MailMessage {
  const label = watchLabel(fields);
  const count =
    cases.length === 1 ? 'eine neue Insolvenzbekanntmachung' : `${cases.length} neue Insolvenzbekanntmachungen`;
  const subject = `Insolvenzmonitor: ${count} zu „${label}“`;
  const keywords =
    fields.keywords.length > 0 && fields.companyName ? ` (Stichwörter: ${fields.keywords.join(', ')})` : '';
  const intro = `für Ihre Benachrichtigung „${label}“${keywords} gibt es ${count}:`;
  const rows = cases.map((c) => ({
    c,
    url: `${links.appUrl}/case/${c.caseId}`,
    lines: [
      ['Gericht', c.court],
      ['Aktenzeichen', c.caseNumber],
      ['Art', publicationTypeLabel(c.publicationType)],
      ['Veröffentlicht', germanDate(c.publicationDate)],
    ],
  }));
  const footer = 'Sie erhalten diese E-Mail, weil Sie im Insolvenzmonitor eine Benachrichtigung eingerichtet haben.';
  const text = [
    'Guten Tag,',
    '',
    intro,
    '',
    ...rows.flatMap(({ c, url, lines }, i) => [
      `${i + 1}. ${c.companyName}`,
      ...lines.map(([k, v]) => `   ${k}: ${v}`),
      `   Details: ${url}`,
      '',
    ]),
    `Benachrichtigung deaktivieren (ein Klick): ${links.unsubscribeUrl}`,
    '',
    footer,
  ].join('\n');
  const html = [
    '<p>Guten Tag,</p>',
    `<p>${escapeHtml(intro)}</p>`,
    '<ol>',
    ...rows.map(
      ({ c, url, lines }) =>
        `<li><p><strong>${escapeHtml(c.companyName)}</strong><br>\n` +
        lines.map(([k, v]) => `${k}: ${escapeHtml(v)}`).join('<br>\n') +
        `<br>\n<a href="${escapeHtml(url)}">Details ansehen</a></p></li>`,
    ),
    '</ol>',
    `<p><a href="${escapeHtml(links.unsubscribeUrl)}">Benachrichtigung deaktivieren</a> (ein Klick)</p>`,
    `<p>${escapeHtml(footer)}</p>`,
  ].join('\n');
  return { to: fields.email, subject, text, html };
}
