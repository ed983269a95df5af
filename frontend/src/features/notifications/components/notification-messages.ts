/** SPEC §6 and §8 notification texts, word for word. */
export const NOTIFICATION_MESSAGES = {
  proRequired: 'Pro-Abonnement erforderlich für E-Mail-Benachrichtigungen',
  saveFailed: 'Fehler beim Speichern der Benachrichtigung',
  toggleFailed: 'Fehler beim Ändern des Status',
  toggled: 'Status geändert',
  deleteFailed: 'Fehler beim Löschen der Benachrichtigung',
  created: 'Benachrichtigung hinzugefügt',
  updated: 'Benachrichtigung aktualisiert',
  deleted: 'Benachrichtigung gelöscht',
} as const;

/** SPEC §8: generic load errors fall back to this text when the server gives none. */
export const GENERIC_ERROR = 'An error occurred';

/** Issue #12: double opt-in of alert addresses other than the account's own (added texts, none of SPEC's changed). */
export const CONFIRMATION_MESSAGES = {
  pending: 'Bestätigung ausstehend',
  queued: 'Wartet auf Versand',
  refused: 'Empfang abgelehnt',
  resend: 'Bestätigung erneut senden',
  resent: 'Bestätigungs-E-Mail erneut gesendet',
  resendFailed: 'Fehler beim Senden der Bestätigungs-E-Mail',
  createdPending: (email: string) =>
    `An ${email} wurde eine Bestätigungs-E-Mail gesendet. Benachrichtigungen gehen erst nach der Bestätigung dorthin.`,
  createdQueued: (email: string) =>
    `Die Bestätigungs-E-Mail an ${email} wartet auf Versand: Sie haben heute schon so viele gesendet, wie an einem Tag möglich sind. Sie geht morgen hinaus; bis zur Bestätigung werden keine Benachrichtigungen dorthin gesendet.`,
} as const;
