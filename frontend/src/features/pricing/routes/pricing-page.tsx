import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FreshnessPromiseNote } from '../../../components/freshness/freshness-promise-note';
import { useDocumentTitle } from '../../../components/use-document-title';
import { CheckoutReturn } from '../components/checkout-return';
import { PlanAction } from '../components/plan-action';
import { PlanCard } from '../components/plan-card';
import { PLAN_LABELS } from '../../../lib/session/plan-labels';
import { PLAN_OFFERS } from '../components/plans';
import { PricingFaq } from '../components/pricing-faq';
import { useBillingRedirects } from '../components/use-billing-redirects';
import { useCurrentPlan } from '../components/use-current-plan';

/** SPEC §2 Pricing: three plans, the billing portal for paying users, FAQ. */
export default function PricingPage() {
  useDocumentTitle('Preise');
  const currentPlan = useCurrentPlan();
  const billing = useBillingRedirects();
  const busy = billing.checkoutPending || billing.portalPending;

  return (
    <Stack spacing={4}>
      <Stack spacing={1}>
        <Typography variant="h4" component="h1">
          Preise
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          Wählen Sie den Tarif, der zu Ihrer Überwachung passt. Alle Preise verstehen sich zuzüglich gesetzlicher
          Umsatzsteuer.
        </Typography>
        <FreshnessPromiseNote />
      </Stack>

      <CheckoutReturn currentPlan={currentPlan} />

      {currentPlan !== 'free' && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
          >
            <Typography>
              Ihr aktueller Tarif: <strong>{PLAN_LABELS[currentPlan]}</strong>
            </Typography>
            <Button variant="contained" onClick={() => void billing.openPortal()} disabled={busy}>
              {billing.portalPending ? 'Portal wird geöffnet…' : 'Abonnement verwalten'}
            </Button>
          </Stack>
        </Paper>
      )}

      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        {PLAN_OFFERS.map((offer) => (
          <PlanCard
            key={offer.plan}
            offer={offer}
            current={offer.plan === currentPlan}
            action={
              <PlanAction
                offer={offer}
                currentPlan={currentPlan}
                busy={busy}
                pending={billing.pendingPriceType !== undefined && billing.pendingPriceType === offer.priceType}
                onUpgrade={() => offer.priceType && void billing.startCheckout(offer.priceType)}
                onManage={() => void billing.openPortal()}
              />
            }
          />
        ))}
      </Box>

      <PricingFaq />
    </Stack>
  );
}
