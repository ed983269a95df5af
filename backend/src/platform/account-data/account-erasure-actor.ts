import { DomainError } from '../command-handling/domain-error.js';

/** Who deletes a module's records with their account (commands' `by`, audit records' `erasedBy`; no personal data). */
export const ACCOUNT_ERASURE_ACTOR = 'system:account-erasure';

/**
 * Runs a module's delete command for a record of the erased account; "not found" means a previous attempt got that
 * far already (a crash in between), so the erasure goes on with the record's remaining steps.
 */
export async function deleteUnlessGone(run: () => Promise<unknown>): Promise<void> {
  try {
    await run();
  } catch (error) {
    if (!(error instanceof DomainError && error.kind === 'not_found')) throw error;
  }
}
