import { WORKING_STATES, type UploadRecord, type UploadState } from '../rows/portfolio-row-store.port.js';
import { MAX_OPEN_UPLOADS, MAX_WORKING_UPLOADS } from '../file-import/limits.js';

/** States an upload ends in: its file is gone, nothing more happens to it. */
export const FINAL_STATES: readonly UploadState[] = ['übernommen', 'fehlgeschlagen'];
/** States in which an upload waits for the user (the mapping, the confirmation): a newer file replaces it. */
export const WAITING_STATES: readonly UploadState[] = ['zuordnen', 'bereit'];

/** What the portfolio list shows of an unfinished upload, so a wizard left in a closed tab can be found again. */
export interface OpenUpload {
  readonly id: string;
  readonly fileName: string;
  readonly state: UploadState;
  readonly createdAt: string;
}

/** The newest upload of a portfolio that is neither taken over nor failed (`uploads` newest first). */
export function openUploadOf(uploads: readonly UploadRecord[]): OpenUpload | null {
  const open = uploads.find((u) => !FINAL_STATES.includes(u.state));
  return open ? { id: open.id, fileName: open.fileName, state: open.state, createdAt: open.createdAt } : null;
}

export type UploadRefusal = 'too_many_working_uploads' | 'too_many_open_uploads';

/**
 * Whether one more file of the account, for `portfolioId`, may be stored, and which of its uploads it replaces.
 * A new file replaces the portfolio's uploads waiting for the user (one left in a closed tab must not block the
 * next, and must not keep its file for a day). Beyond that an account keeps at most `MAX_WORKING_UPLOADS` files
 * for the job to read (which works through all accounts' files one at a time) and `MAX_OPEN_UPLOADS` unfinished
 * uploads in all (each keeps its file of up to 50 MB until it is taken over, discarded or 24 h old).
 */
export function decideUpload(
  accountUploads: readonly UploadRecord[],
  portfolioId: string,
): { refused: UploadRefusal } | { replaces: string[] } {
  const open = accountUploads.filter((u) => !FINAL_STATES.includes(u.state));
  const replaces = open.filter((u) => u.portfolioId === portfolioId && WAITING_STATES.includes(u.state));
  const working = open.filter((u) => WORKING_STATES.includes(u.state)).length;
  if (working >= MAX_WORKING_UPLOADS) return { refused: 'too_many_working_uploads' };
  if (open.length - replaces.length >= MAX_OPEN_UPLOADS) return { refused: 'too_many_open_uploads' };
  return { replaces: replaces.map((u) => u.id) };
}
