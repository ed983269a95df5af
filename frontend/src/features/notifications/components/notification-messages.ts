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
