// Billing for `npm run demo`: stripe-mock (scripts/services/stripe-mock.sh, built once into
// ~/.cache/insolvenzmonitor) behind the demo Stripe (e2e/src/demo-stripe), whose checkout and portal pages send the
// app the webhooks Stripe would, so "Jetzt upgraden" and "Abonnement verwalten" work without a Stripe account.
// Without Go and without STRIPE_MOCK_BIN the demo runs on without billing and says so.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './lib.js';

const SCRIPT = join(root, 'scripts', 'services', 'stripe-mock.sh');
const PRICES = { monthly: 'price_demo_pro_monthly', yearly: 'price_demo_pro_yearly' };
const WEBHOOK_SECRET = 'whsec_demo_insolvenzmonitor';

/** Starts stripe-mock and the demo Stripe; answers the app's STRIPE_* settings and a stop function, or null. */
export async function startDemoBilling({ appUrl }) {
  if (process.env.STRIPE_SECRET_KEY) return null; // a real (test-mode) Stripe account configured: use it
  const port = process.env.STRIPE_MOCK_PORT ?? '12111';
  const started = spawnSync('bash', [SCRIPT, 'start'], { cwd: root, stdio: 'inherit', env: process.env });
  if (started.status !== 0) {
    console.warn('Demo ohne Bezahlung: stripe-mock ließ sich nicht starten (Go oder STRIPE_MOCK_BIN nötig).');
    return null;
  }
  const { startDemoStripe } = await import(
    pathToFileURL(join(root, 'e2e/dist/demo-stripe/demo-stripe-server.js')).href
  );
  const stripe = await startDemoStripe({
    stripeMockUrl: `http://127.0.0.1:${port}`,
    webhookUrl: `${appUrl}/api/billing/webhook`,
    webhookSecret: WEBHOOK_SECRET,
    prices: PRICES,
    port: Number(process.env.DEMO_STRIPE_PORT ?? 8091),
  });
  console.log(`Demo-Stripe (stripe-mock, keine echten Zahlungen): ${stripe.url}`);
  return {
    env: {
      STRIPE_SECRET_KEY: 'sk_test_demo',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_PRICE_MONTHLY: PRICES.monthly,
      STRIPE_PRICE_YEARLY: PRICES.yearly,
      STRIPE_API_BASE: stripe.url,
    },
    stop: async () => {
      await stripe.close();
      spawnSync('bash', [SCRIPT, 'stop'], { cwd: root, stdio: 'inherit', env: process.env });
    },
  };
}
