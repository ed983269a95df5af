import { startStripeMock, stripeMockBinary } from '@insolvenz/backend/test/stripe-mock.js';
import { startDemoStripe } from '../../demo-stripe/demo-stripe-server.js';
import { freePort } from '../../support/free-port.js';

/** Same names as `npm run demo` uses (scripts/demo-billing.js); the journey checks what the demo shows. */
const PRICES = { monthly: 'price_demo_pro_monthly', yearly: 'price_demo_pro_yearly' };
const WEBHOOK_SECRET = 'whsec_journey_insolvenzmonitor';

export interface JourneyBilling {
  /** Where the app runs: the demo Stripe sends its webhooks there and sends the browser back there. */
  readonly appEnv: Record<string, string>;
  /** For the API process only: its port and the Stripe settings (no worker talks to Stripe). */
  readonly apiEnv: Record<string, string>;
  close(): Promise<void>;
}

/**
 * The demo's billing for a journey app: stripe-mock behind the demo Stripe (e2e/src/demo-stripe), whose checkout
 * page ("Demo-Abo abschließen") and customer portal ("Abo kündigen") send the app signed webhooks, as in
 * `npm run demo`. The app's port is chosen here because the demo Stripe needs the webhook URL before the app
 * starts; APP_URL is the address the browser uses (127.0.0.1, not localhost), so that the browser returns from
 * checkout to the origin whose storage holds its session.
 */
export async function startJourneyBilling(): Promise<JourneyBilling> {
  const binary = stripeMockBinary();
  if (!binary) {
    throw new Error(
      'stripe-mock not found: set STRIPE_MOCK_BIN or install it into .ci/bin (`.ci/run` does; ' +
        '`scripts/services/stripe-mock.sh path` builds it with Go)',
    );
  }
  const mock = await startStripeMock(binary);
  try {
    const port = await freePort();
    const appUrl = `http://127.0.0.1:${port}`;
    const stripe = await startDemoStripe({
      stripeMockUrl: mock.url,
      webhookUrl: `${appUrl}/api/billing/webhook`,
      webhookSecret: WEBHOOK_SECRET,
      prices: PRICES,
    });
    return {
      appEnv: { APP_URL: appUrl },
      apiEnv: {
        PORT: String(port),
        STRIPE_SECRET_KEY: 'sk_test_journey',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_PRICE_MONTHLY: PRICES.monthly,
        STRIPE_PRICE_YEARLY: PRICES.yearly,
        STRIPE_API_BASE: stripe.url,
      },
      close: async () => {
        await stripe.close();
        await mock.stop();
      },
    };
  } catch (error) {
    await mock.stop();
    throw error;
  }
}
