import { PUBLICATION_TYPE_NAMES } from '../../cases/domain/events.js';
import { escapeHtml } from '../../platform/mail/html.js';
import type { MailMessage } from '../../platform/mail/mailer.port.js';

/** A case of a portfolio alert: its facts and the lines naming the customers it concerns. */
export interface PortfolioAlertCase {
  readonly caseId: number;
  readonly companyName: string;
  readonly court: string;
  readonly caseNumber: string;
  readonly publicationType: string;
  readonly publicationDate: string;
  /** "Kundennummer 10042 · Müller Bau GmbH · Treffer: …" (portfolioAlertLines). */
  readonly lines: readonly string[];
}

const germanDate = (iso: string) => iso.split('-').reverse().join('.');
const typeName = (type: string) => (PUBLICATION_TYPE_NAMES as Record<string, string>)[type] ?? type;

/**
 * The mail of a portfolio's new hits (issue #31), German, written so that it can be forwarded to collections as
 * it is: per case the court, Aktenzeichen, kind and date of the notice, and the customers it concerns with their
 * customer numbers and the rule that matched. `sofort`: the hits of one poll; `täglich`: those of the last day.
 */
export function portfolioAlertMail(
  to: { readonly name: string; readonly address: string },
  portfolio: { readonly id: string; readonly name: string },
  cases: readonly PortfolioAlertCase[],
  mode: 'sofort' | 'täglich',
  appUrl: string,
  /** The signed link that switches the portfolio's mails off (asks first; also the mail's List-Unsubscribe). */
  unsubscribeUrl?: string,
): Omit<MailMessage, 'deliveryKey' | 'kind'> {
  const count = cases.length === 1 ? 'ein neues Verfahren' : `${cases.length} neue Verfahren`;
  const portfolioUrl = `${appUrl}/portfolios/${portfolio.id}`;
  const caseTitle = (c: PortfolioAlertCase) =>
    `${c.companyName} – ${c.court}, ${c.caseNumber} (${typeName(c.publicationType)}, veröffentlicht am ${germanDate(c.publicationDate)})`;
  const intro =
    mode === 'sofort'
      ? `soeben wurden Bekanntmachungen zu Kunden Ihres Portfolios „${portfolio.name}“ veröffentlicht (${count}):`
      : `seit der letzten Sammel-E-Mail wurden Bekanntmachungen zu Kunden Ihres Portfolios „${portfolio.name}“ veröffentlicht (${count}):`;
  const text = [
    `Guten Tag${to.name ? ` ${to.name}` : ''},`,
    '',
    intro,
    '',
    ...cases.flatMap((c) => [caseTitle(c), ...c.lines.map((l) => `  - ${l}`), `  ${appUrl}/case/${c.caseId}`, '']),
    'Maßgeblich ist allein die Veröffentlichung auf www.insolvenzbekanntmachungen.de.',
    `Portfolio, Prüfliste und Export: ${portfolioUrl}`,
    ...(unsubscribeUrl ? [`E-Mails zu diesem Portfolio abbestellen: ${unsubscribeUrl}`] : []),
  ].join('\n');
  const html = [
    `<p>Guten Tag${to.name ? ` ${escapeHtml(to.name)}` : ''},</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    ...cases.map(
      (c) =>
        `<p><strong>${escapeHtml(caseTitle(c))}</strong></p><ul>` +
        c.lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('') +
        `</ul><p><a href="${escapeHtml(`${appUrl}/case/${c.caseId}`)}">Verfahren öffnen</a></p>`,
    ),
    '<p>Maßgeblich ist allein die Veröffentlichung auf www.insolvenzbekanntmachungen.de.</p>',
    `<p><a href="${escapeHtml(portfolioUrl)}">Portfolio, Prüfliste und Export</a>` +
      (unsubscribeUrl
        ? `<br>\n<a href="${escapeHtml(unsubscribeUrl)}">E-Mails zu diesem Portfolio abbestellen</a>`
        : '') +
      '</p>',
  ].join('\n');
  const first = cases[0]!;
  const more = cases.length > 1 ? ` und ${cases.length - 1} weitere` : '';
  return {
    to,
    subject: `Portfolio „${portfolio.name}“: ${first.companyName}${more}`,
    text,
    html,
    ...(unsubscribeUrl && { unsubscribeUrl }),
  };
}
