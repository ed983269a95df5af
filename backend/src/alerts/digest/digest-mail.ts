import { berlinDate, berlinTime } from '../../platform/clock/berlin-time.js';
import { escapeHtml } from '../../platform/mail/html.js';
import type { MailMessage } from '../../platform/mail/mailer.port.js';
import type { SubscriptionFields } from '../domain/events.js';
import { publicationTypeLabel } from '../matching/publication-types.js';
import type { CaseSummary } from '../../cases/case-summary/case-summary.js';

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

/** One subscription's part of a digest mail: what it watches, its new cases, its own deactivation link. */
export interface SubscriptionSection {
  readonly kind?: 'subscription';
  readonly fields: SubscriptionFields;
  readonly cases: readonly CaseSummary[];
  readonly unsubscribeUrl: string;
}

/** A saved search's part (issue #13): its name, its new matches, the link that opens the search, its own unsubscribe link. */
export interface SavedSearchSection {
  readonly kind: 'saved-search';
  readonly name: string;
  readonly cases: readonly CaseSummary[];
  readonly searchUrl: string;
  readonly unsubscribeUrl: string;
}

export type DigestSection = SubscriptionSection | SavedSearchSection;

const countText = (n: number) =>
  n === 1 ? 'eine neue Insolvenzbekanntmachung' : `${n} neue Insolvenzbekanntmachungen`;

const FOOTER = 'Sie erhalten diese E-Mail, weil Sie im Insolvenzmonitor eine Benachrichtigung eingerichtet haben.';
const FOOTER_SAVED_SEARCH =
  'Sie erhalten diese E-Mail, weil Sie für ein Suchprofil im Insolvenzmonitor die tägliche E-Mail eingeschaltet haben.';
const FOOTER_MANY =
  'Sie erhalten diese E-Mail, weil für diese Adresse im Insolvenzmonitor Benachrichtigungen eingerichtet sind.';

function sectionTitle(fields: SubscriptionFields): string {
  const keywords =
    fields.keywords.length > 0 && fields.companyName ? ` (Stichwörter: ${fields.keywords.join(', ')})` : '';
  return `„${watchLabel(fields)}“${keywords}`;
}

/** `Benachrichtigung „Müller Bau GmbH“` or `Suchprofil „Bau NRW“`. */
function sectionName(section: DigestSection): string {
  return section.kind === 'saved-search'
    ? `Suchprofil „${section.name}“`
    : `Benachrichtigung ${sectionTitle(section.fields)}`;
}

/**
 * The closing lines of a section: its unsubscribe link (the page it opens asks first, see unsubscribe/), and for a
 * saved search the link that opens it.
 */
function sectionLinksText(section: DigestSection, single: boolean): string[] {
  if (section.kind === 'saved-search')
    return [
      `Suche öffnen: ${section.searchUrl}`,
      `E-Mails zu ${single ? 'diesem Suchprofil' : `„${section.name}“`} abbestellen: ${section.unsubscribeUrl}`,
    ];
  return [
    single
      ? `Benachrichtigung deaktivieren: ${section.unsubscribeUrl}`
      : `Benachrichtigung ${sectionTitle(section.fields)} deaktivieren: ${section.unsubscribeUrl}`,
  ];
}

function sectionLinksHtml(section: DigestSection, single: boolean): string {
  if (section.kind === 'saved-search')
    return (
      `<p><a href="${escapeHtml(section.searchUrl)}">Suche „${escapeHtml(section.name)}“ öffnen</a><br>\n` +
      `<a href="${escapeHtml(section.unsubscribeUrl)}">E-Mails zu ${single ? 'diesem Suchprofil' : `„${escapeHtml(section.name)}“`} abbestellen</a></p>`
    );
  return `<p><a href="${escapeHtml(section.unsubscribeUrl)}">Benachrichtigung${single ? '' : ` ${escapeHtml(sectionTitle(section.fields))}`} deaktivieren</a></p>`;
}

/** "20.11.2026 · erkannt 10:42 Uhr" (Berlin time; another day named), the date alone before detection times. */
function publishedAndDetected(c: CaseSummary): string {
  const published = germanDate(c.publicationDate);
  if (!c.detectedAt) return published;
  const detected = new Date(c.detectedAt);
  const time = `${berlinTime(detected)} Uhr`;
  const day = berlinDate(detected);
  return `${published} · erkannt ${day === c.publicationDate ? time : `am ${germanDate(day)}, ${time}`}`;
}

function caseLines(c: CaseSummary, appUrl: string) {
  return {
    url: `${appUrl}/case/${c.caseId}`,
    lines: [
      ['Gericht', c.court],
      ['Aktenzeichen', c.caseNumber],
      ['Art', publicationTypeLabel(c.publicationType)],
      ['Veröffentlicht', publishedAndDetected(c)],
      // Told over the debtor's file (issue #32): why, though the case does not match the alert itself.
      ...(c.fileReason ? [['Akte', c.fileReason] as const] : []),
      // A corrected or withdrawn notice (issue #32) says what changed.
      ...(c.change
        ? [[c.change.kind === 'corrected' ? 'Berichtigung' : 'Zurückgezogen', c.change.summary] as const]
        : []),
    ] as const,
  };
}

/**
 * The daily digest to one address (German, HTML and plain text; issue #12: one mail per address and day).
 * Each subscription targeting the address gets a section with its new cases and its own signed one-click
 * deactivation link; a case several subscriptions matched is listed once, in the first section, and the later
 * ones refer to its number. Every value from notices or users is escaped in the HTML part.
 */
/** What an immediate mail (issue #30) says beyond the digest's layout. */
export interface DigestMailOptions {
  /** Replaces `Insolvenzmonitor` at the start of the subject (e.g. `Insolvenzmonitor sofort`). */
  readonly subjectLabel?: string;
  /** Lines after the cases, before the footer (e.g. that the daily cap of immediate mails is reached). */
  readonly notes?: readonly string[];
}

export function digestMail(
  to: string,
  sections: readonly DigestSection[],
  appUrl: string,
  options: DigestMailOptions = {},
): MailMessage {
  const label = options.subjectLabel ?? 'Insolvenzmonitor';
  const notes = options.notes ?? [];
  const numbers = new Map<number, number>();
  const parts = sections.map((section) => {
    const fresh = section.cases.filter((c) => !numbers.has(c.caseId));
    const shared = section.cases.filter((c) => numbers.has(c.caseId)).map((c) => numbers.get(c.caseId)!);
    const listed = fresh.map((c) => {
      numbers.set(c.caseId, numbers.size + 1);
      return { c, n: numbers.size, ...caseLines(c, appUrl) };
    });
    return { section, listed, shared };
  });
  const total = numbers.size;
  const single = sections.length === 1;
  const first = sections[0]!;
  const subject = single
    ? first.kind === 'saved-search'
      ? `${label}: ${countText(total)} zum Suchprofil „${first.name}“`
      : `${label}: ${countText(total)} zu „${watchLabel(first.fields)}“`
    : `${label}: ${countText(total)} zu ${sections.length} Benachrichtigungen`;
  const intro = single
    ? first.kind === 'saved-search'
      ? `für Ihr Suchprofil „${first.name}“ gibt es ${countText(total)}:`
      : `für Ihre Benachrichtigung ${sectionTitle(first.fields)} gibt es ${countText(total)}:`
    : `für Ihre ${sections.length} Benachrichtigungen gibt es ${countText(total)}:`;
  const footer = !single ? FOOTER_MANY : first.kind === 'saved-search' ? FOOTER_SAVED_SEARCH : FOOTER;
  const sharedText = (shared: number[]) => `Außerdem gefunden: Nr. ${shared.join(', ')} (siehe oben)`;

  const text = [
    'Guten Tag,',
    '',
    intro,
    '',
    ...parts.flatMap(({ section, listed, shared }) => [
      ...(single ? [] : [`${sectionName(section)}:`]),
      ...listed.flatMap(({ c, n, url, lines }) => [
        `${n}. ${c.companyName}`,
        ...lines.map(([k, v]) => `   ${k}: ${v}`),
        `   Details: ${url}`,
        '',
      ]),
      ...(shared.length > 0 ? [sharedText(shared), ''] : []),
      ...(single ? [] : [...sectionLinksText(section, false), '']),
    ]),
    ...(single ? [...sectionLinksText(first, true), ''] : []),
    ...notes.flatMap((note) => [note, '']),
    footer,
  ].join('\n');

  const html = [
    '<p>Guten Tag,</p>',
    `<p>${escapeHtml(intro)}</p>`,
    ...parts.flatMap(({ section, listed, shared }) => [
      ...(single ? [] : [`<p><strong>${escapeHtml(sectionName(section))}</strong></p>`]),
      ...(listed.length > 0
        ? [
            `<ol start="${listed[0]!.n}">`,
            ...listed.map(
              ({ c, url, lines }) =>
                `<li><p><strong>${escapeHtml(c.companyName)}</strong><br>\n` +
                lines.map(([k, v]) => `${k}: ${escapeHtml(v)}`).join('<br>\n') +
                `<br>\n<a href="${escapeHtml(url)}">Details ansehen</a></p></li>`,
            ),
            '</ol>',
          ]
        : []),
      ...(shared.length > 0 ? [`<p>${escapeHtml(sharedText(shared))}</p>`] : []),
      ...(single ? [] : [sectionLinksHtml(section, false)]),
    ]),
    ...(single ? [sectionLinksHtml(first, true)] : []),
    ...notes.map((note) => `<p>${escapeHtml(note)}</p>`),
    `<p>${escapeHtml(footer)}</p>`,
  ].join('\n');
  return { to, subject, text, html };
}
