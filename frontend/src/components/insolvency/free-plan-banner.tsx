import { formatCount } from '../../lib/format/numbers';
import { nounFor, RESULTS_DATIVE } from '../../lib/format/plural';
import { FREE_PLAN_RESULT_LIMIT } from '../../lib/insolvency/insolvency-case';
import { UpgradeBanner } from './upgrade-banner';

/** SPEC §2: the yellow banner free users see when the server held back results, with the way to upgrade. */
export function FreePlanBanner({ totalAvailable }: { totalAvailable: number }) {
  return (
    <UpgradeBanner>
      {`Kostenloser Account: Sie sehen nur ${FREE_PLAN_RESULT_LIMIT} von ${formatCount(totalAvailable)} verfügbaren ${nounFor(totalAvailable, RESULTS_DATIVE)}`}
    </UpgradeBanner>
  );
}
