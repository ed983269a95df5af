import type { UploadState } from '../api/portfolio-types';

/** The portfolio screens' German texts that more than one component (or a test) needs. */
export const PORTFOLIO_MESSAGES = {
  proRequired: 'Portfolios sind eine Pro-Funktion. Bitte wechseln Sie zu Pro.',
  loadFailed: 'Portfolios konnten nicht geladen werden',
  genericError: 'Es ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.',
  created: 'Portfolio angelegt',
  updated: 'Portfolio gespeichert',
  deleted: 'Portfolio gelöscht',
  saveFailed: 'Das Portfolio konnte nicht gespeichert werden.',
  deleteFailed: 'Das Portfolio konnte nicht gelöscht werden.',
  uploadFailed: 'Die Datei konnte nicht hochgeladen werden.',
  confirmed: 'Übernommen: der Abgleich mit den Insolvenzbekanntmachungen läuft.',
  discarded: 'Upload verworfen',
  decisionConfirmed: 'Gespeichert: ist dieser Kunde. Der Fall zählt jetzt als Treffer.',
  decisionRejected: 'Gespeichert: ist nicht dieser Kunde. Dieser Fall wird für den Kunden nicht mehr vorgeschlagen.',
  decisionFailed: 'Die Entscheidung konnte nicht gespeichert werden.',
  exportDone: 'Export erstellt',
  exportFailed: 'Export fehlgeschlagen. Bitte versuchen Sie es erneut.',
} as const;

/** "täglich", "sofort" and "aus" with the one line that says what each means for a portfolio. */
export const MODE_OPTIONS = [
  {
    value: 'täglich',
    label: 'Täglich',
    help: 'Neue Treffer kommen gesammelt in der Sammel-E-Mail um 07:00.',
  },
  {
    value: 'sofort',
    label: 'Sofort',
    help: 'Eine E-Mail, sobald wir eine Bekanntmachung zu einem Ihrer Kunden erkennen.',
  },
  {
    value: 'aus',
    label: 'Keine E-Mails',
    help: 'Neue Treffer nur hier in der App und über Webhooks.',
  },
] as const;

/** Where an unfinished upload stands, as the portfolio list and the detail screen name it. */
export const OPEN_UPLOAD_STEP: Record<UploadState, string> = {
  'wird gelesen': 'Datei wird gelesen',
  zuordnen: 'Spalten zuordnen',
  'wird geprüft': 'Zeilen werden geprüft',
  bereit: 'bereit zum Übernehmen',
  'wird übernommen': 'wird übernommen',
  übernommen: 'übernommen',
  fehlgeschlagen: 'fehlgeschlagen',
};

export const modeLabel = (mode: string) => MODE_OPTIONS.find((option) => option.value === mode)?.label ?? mode;
