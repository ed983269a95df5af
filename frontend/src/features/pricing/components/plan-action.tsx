import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Plan } from '../../../lib/session/session-user';
import type { PlanOffer } from './plans';

interface PlanActionProps {
  offer: PlanOffer;
  currentPlan: Plan;
  pending: boolean;
  busy: boolean;
  onUpgrade: () => void;
  onManage: () => void;
}

/**
 * The button of a plan card (SPEC §4): the current plan is disabled as 'Aktueller Plan'; free users upgrade
 * through checkout; paying users switch or cancel in the billing portal, where Stripe prorates the change.
 */
export function PlanAction({ offer, currentPlan, pending, busy, onUpgrade, onManage }: PlanActionProps) {
  if (offer.plan === currentPlan) {
    return (
      <Button variant="outlined" disabled fullWidth>
        Aktueller Plan
      </Button>
    );
  }
  if (currentPlan !== 'free') {
    if (!offer.priceType) {
      return (
        <Typography variant="body2" sx={{ color: 'text.secondary', textAlign: 'center' }}>
          Kündigen können Sie über „Abonnement verwalten“.
        </Typography>
      );
    }
    return (
      <Button variant="outlined" fullWidth disabled={busy} onClick={onManage}>
        {`Zu ${offer.name} wechseln`}
      </Button>
    );
  }
  return (
    <Button variant="contained" fullWidth disabled={busy} onClick={onUpgrade}>
      {pending ? 'Weiterleitung…' : `Upgrade auf ${offer.name}`}
    </Button>
  );
}
