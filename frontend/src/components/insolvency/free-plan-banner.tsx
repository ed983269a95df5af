import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { formatCount } from '../../lib/format/numbers';
import { nounFor, RESULTS_DATIVE } from '../../lib/format/plural';
import { FREE_PLAN_RESULT_LIMIT } from '../../lib/insolvency/insolvency-case';

/** SPEC §2: the yellow banner free users see when the server held back results, with the way to upgrade. */
export function FreePlanBanner({ totalAvailable }: { totalAvailable: number }) {
  return (
    <Alert
      severity="warning"
      sx={{ bgcolor: '#fff8e1', border: 1, borderColor: '#ffe082', alignItems: 'center' }}
      action={
        <Button component={RouterLink} to="/pricing" color="inherit" size="small" variant="outlined">
          Jetzt upgraden
        </Button>
      }
    >
      {`Kostenloser Account: Sie sehen nur ${FREE_PLAN_RESULT_LIMIT} von ${formatCount(totalAvailable)} verfügbaren ${nounFor(totalAvailable, RESULTS_DATIVE)}`}
    </Alert>
  );
}
