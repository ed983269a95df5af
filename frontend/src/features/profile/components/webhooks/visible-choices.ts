import { containsAll, filterWords } from '../../../../lib/format/fold-for-filter';
import type { ChoosableAlert } from '../../api/webhooks-api';

/**
 * Alerts listed at once for choosing. A watchlist upload gives an account thousands: 5,000 checkboxes took 2.8 s
 * to appear in Chromium, and every click on one 5.4 s, since each click drew them all again.
 */
export const CHOICES_SHOWN = 25;

export interface VisibleChoices {
  readonly shown: ChoosableAlert[];
  /** Matching alerts left out (not chosen, beyond `CHOICES_SHOWN`). */
  readonly hidden: number;
  /** Alerts that match the query, chosen or not (all of them for an empty query). */
  readonly matching: number;
}

/**
 * The alerts to list for `query` (every word in the name or the kind's label, as `foldedLabel` gives them,
 * folded with `foldForFilter`): the chosen ones always, so they can be unticked, then the others up to `limit`,
 * each in the account's order.
 */
export function visibleChoices(
  alerts: readonly ChoosableAlert[],
  isChosen: (alert: ChoosableAlert) => boolean,
  query: string,
  foldedLabel: (alert: ChoosableAlert) => string,
  limit = CHOICES_SHOWN,
): VisibleChoices {
  const words = filterWords(query);
  const shown: ChoosableAlert[] = [];
  let others = 0;
  let hidden = 0;
  let matching = 0;
  for (const alert of alerts) {
    const chosen = isChosen(alert);
    const matches = words.length === 0 || containsAll(foldedLabel(alert), words);
    if (matches) matching += 1;
    if (chosen) {
      shown.push(alert);
    } else if (matches && others < limit) {
      shown.push(alert);
      others += 1;
    } else if (matches) {
      hidden += 1;
    }
  }
  return { shown, hidden, matching };
}
