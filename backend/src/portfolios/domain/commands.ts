import type { Verdict } from './matching/match-row.js';
import type { PortfolioMode } from './events.js';

/**
 * Commands of a portfolio. Ids, times and the plan decision come from the handler, so the decider stays
 * deterministic. `by` is the acting user: only the owner may act (anyone else gets "not found").
 */
export type PortfolioCommand =
  | {
      readonly type: 'CreatePortfolio';
      readonly portfolioId: string;
      readonly by: string;
      readonly isPro: boolean;
      readonly name: string;
      readonly mode: PortfolioMode;
    }
  | {
      readonly type: 'UpdatePortfolio';
      readonly by: string;
      readonly isPro: boolean;
      readonly name?: string;
      readonly mode?: PortfolioMode;
    }
  /**
   * The signed unsubscribe link of a portfolio mail (no login: the link's signature is the authority and names
   * this portfolio): no more mails, whatever the owner's plan; nothing else changes.
   */
  | { readonly type: 'SwitchOffMailsByLink' }
  /** The owner may read and upload (checked before an upload is stored): only the ownership and plan check. */
  | { readonly type: 'CheckPortfolioAccess'; readonly by: string; readonly isPro: boolean }
  /** Recorded by the upload job once the rows are replaced; a repeat for the same upload records nothing. */
  | {
      readonly type: 'RecordUploadConfirmed';
      readonly by: string;
      readonly uploadId: string;
      readonly fileName: string;
      readonly total: number;
      readonly added: number;
      readonly changed: number;
      readonly removed: number;
    }
  | {
      readonly type: 'RecordDecision';
      readonly by: string;
      readonly isPro: boolean;
      readonly rowId: string;
      readonly caseId: number;
      readonly verdict: Verdict;
    }
  | { readonly type: 'DeletePortfolio'; readonly by: string };
