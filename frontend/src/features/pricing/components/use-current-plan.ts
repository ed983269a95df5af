import type { Plan } from '../../../lib/session/session-user';
import { useSession } from '../../../lib/session/use-session';
import { useGetSubscriptionStatusQuery } from '../api/billing-api';
import { normalizePlan } from './plans';

/** The server's subscription status decides; until it answers (or if it fails) the stored user's plan does. */
export function useCurrentPlan(): Plan {
  const { data, isSuccess } = useGetSubscriptionStatusQuery();
  const { user } = useSession();
  const plan = isSuccess ? data?.plan : user?.plan;
  return normalizePlan(plan) ?? 'free';
}
