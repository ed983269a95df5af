/** SPEC §8 admin texts, word for word (English in SPEC, kept as they are). */
export const ADMIN_MESSAGES = {
  loadFailed: (reason: string) => `Error: ${reason}`,
  cleanupFailed: (reason: string) => `Cleanup failed: ${reason}`,
  cleanupCompleted: (deleted: number) => `Cleanup completed: ${deleted} entries removed`,
  markedRead: 'Message marked as read',
  markedReplied: 'Message marked as replied',
  deleted: 'Message deleted',
  markReadFailed: 'Failed to mark message as read',
  markRepliedFailed: 'Failed to mark message as replied',
  deleteFailed: 'Failed to delete message',
  showing: (shown: number, total: number) => `Showing ${shown} of ${total}`,
} as const;

/** SPEC §8: generic failures without a server text. */
export const GENERIC_ERROR = 'An error occurred';

/** SPEC §9: 10 contact messages; 5 rows in the import and cleanup tables. */
export const CONTACT_MESSAGES_SHOWN = 10;
export const LOG_ROWS_SHOWN = 5;

/** The cleanup mutation's shared cache key: the page polls faster until the run it started is over. */
export const CLEANUP_MUTATION_KEY = 'admin-cleanup';

/** Dashboard refresh while a cleanup runs, so its progress moves visibly. */
export const CLEANUP_POLLING_MS = 2000;
