import type { MailMessage } from '../../platform/mail/mailer.port.js';
import { escapeHtml } from '../../platform/mail/html.js';
import { deadlineSummary, sourcesLine } from '../calendar-feed/deadlines-calendar.js';
import { daysRemainingText, type DueReminder } from '../domain/reminder-rules.js';
import { omittedCasesNote, type WatchedCoverage } from '../domain/watched-coverage.js';

/** Written out rather than from Intl: ICU versions differ on the dot ("Sa" or "Sa."). */
const WEEKDAYS = ['So.', 'Mo.', 'Di.', 'Mi.', 'Do.', 'Fr.', 'Sa.'];

/** "Di., 07.04.2026" (the day as written; no time zone shift). */
export function germanDay(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${WEEKDAYS[new Date(`${iso}T12:00:00Z`).getUTCDay()]}, ${day}.${month}.${year}`;
}

function line(reminder: DueReminder): string {
  const { deadline } = reminder;
  const time = deadline.time ? `, ${deadline.time} Uhr` : '';
  return `${daysRemainingText(reminder.daysBefore)} (${germanDay(deadline.date)}${time}): ${deadlineSummary(deadline)}`;
}

/**
 * The one reminder mail of a user's day (German): every deadline due in one of the chosen numbers of days,
 * soonest first, each with its source sentence and the case's link; where to change the setting; and, when older
 * watched cases were left out (`coverage`), that their deadlines are not reminded of.
 */
export function reminderMail(
  to: { readonly name: string; readonly address: string },
  reminders: readonly DueReminder[],
  appUrl: string,
  coverage: WatchedCoverage = { watchedCases: 0, omittedCases: 0 },
  /** The signed link that switches reminders off (asks first; also the mail's List-Unsubscribe). */
  unsubscribeUrl?: string,
): Omit<MailMessage, 'deliveryKey' | 'kind'> {
  const note = omittedCasesNote(coverage);
  const sorted = [...reminders].sort((a, b) => a.daysBefore - b.daysBefore);
  const count = sorted.length === 1 ? 'eine Frist' : `${sorted.length} Fristen`;
  const settingsUrl = `${appUrl}/fristen`;
  const text = [
    `Guten Tag${to.name ? ` ${to.name}` : ''},`,
    '',
    `Erinnerung an ${count} der von Ihnen beobachteten Insolvenzverfahren:`,
    '',
    ...sorted.flatMap((reminder) => [
      `- ${line(reminder)}`,
      `  ${reminder.deadline.sentence}`,
      ...(sourcesLine(reminder.deadline) ? [`  ${sourcesLine(reminder.deadline).trim()}`] : []),
      `  ${appUrl}/case/${reminder.deadline.caseId}`,
      '',
    ]),
    ...(note ? [`Hinweis: ${note}`, ''] : []),
    'Maßgeblich ist allein die Veröffentlichung auf www.insolvenzbekanntmachungen.de.',
    `Alle Fristen und die Einstellung der Erinnerungen: ${settingsUrl}`,
    ...(unsubscribeUrl ? [`Erinnerungen abbestellen: ${unsubscribeUrl}`] : []),
  ].join('\n');
  const html = [
    `<p>Guten Tag${to.name ? ` ${escapeHtml(to.name)}` : ''},</p>`,
    `<p>Erinnerung an ${count} der von Ihnen beobachteten Insolvenzverfahren:</p>`,
    '<ul>',
    ...sorted.map(
      (reminder) =>
        `<li><strong>${escapeHtml(line(reminder))}</strong><br>${escapeHtml(reminder.deadline.sentence)}<br>` +
        (sourcesLine(reminder.deadline) ? `${escapeHtml(sourcesLine(reminder.deadline).trim())}<br>` : '') +
        `<a href="${escapeHtml(`${appUrl}/case/${reminder.deadline.caseId}`)}">Fall öffnen</a></li>`,
    ),
    '</ul>',
    ...(note ? [`<p><strong>Hinweis:</strong> ${escapeHtml(note)}</p>`] : []),
    '<p>Maßgeblich ist allein die Veröffentlichung auf www.insolvenzbekanntmachungen.de.</p>',
    `<p><a href="${escapeHtml(settingsUrl)}">Meine Fristen und Erinnerungen einstellen</a>` +
      (unsubscribeUrl ? `<br>\n<a href="${escapeHtml(unsubscribeUrl)}">Erinnerungen abbestellen</a>` : '') +
      '</p>',
  ].join('\n');
  const soonest = sorted[0]!;
  return {
    to,
    subject: `Fristen-Erinnerung: ${count}, die nächste ${daysRemainingText(soonest.daysBefore)}`,
    text,
    html,
    ...(unsubscribeUrl && { unsubscribeUrl }),
  };
}
