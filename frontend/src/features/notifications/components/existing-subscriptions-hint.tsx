import Typography from '@mui/material/Typography';
import { isEmail } from '../../../lib/forms/validators';
import { formatCount } from '../../../lib/format/numbers';
import { useGetSubscriptionsByEmailQuery } from '../api/subscriptions-api';

/**
 * While creating: how many notifications already go to the address (GET /subscriptions/email/{email}).
 * A failed lookup counts as none (SPEC §8), so nothing shows then.
 */
export function ExistingSubscriptionsHint({ email }: { email: string }) {
  const valid = isEmail(email);
  const { data = [] } = useGetSubscriptionsByEmailQuery(email, { skip: !valid });
  if (!valid || data.length === 0) return null;
  return (
    <Typography variant="body2" role="status" sx={{ color: 'text.secondary' }}>
      {data.length === 1
        ? 'An diese E-Mail-Adresse geht bereits 1 Benachrichtigung.'
        : `An diese E-Mail-Adresse gehen bereits ${formatCount(data.length)} Benachrichtigungen.`}
    </Typography>
  );
}
