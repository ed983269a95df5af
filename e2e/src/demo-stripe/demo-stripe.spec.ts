import { startStripeMock, stripeMockBinary, type StripeMock } from '@insolvenz/backend/test/stripe-mock.js';
import { apiSession } from '../support/api-session.js';
import { startAppProcess, type AppProcess } from '../support/app-process.js';
import { freePort } from '../support/free-port.js';
import { confirmationLinkFor } from '../journeys/support/outbox.js';
import { startDemoStripe, type DemoStripe } from './demo-stripe-server.js';

/*
 * The upgrade journey of `npm run demo` without a Stripe account: the app talks to stripe-mock through the demo
 * Stripe, whose checkout and portal pages send the webhooks Stripe would. Needs stripe-mock (STRIPE_MOCK_BIN or
 * .ci/bin/stripe-mock, as the billing tests); says so and passes without it.
 */
const binary = stripeMockBinary();
const run = binary ? it : it.skip;
if (!binary) console.warn('stripe-mock not found (STRIPE_MOCK_BIN): the demo billing test is skipped');

describe('demo billing (stripe-mock behind the demo Stripe)', () => {
  let mock: StripeMock;
  let stripe: DemoStripe;
  let app: AppProcess;

  beforeAll(async () => {
    if (!binary) return;
    mock = await startStripeMock(binary);
    const port = await freePort();
    const secret = 'whsec_demo_test';
    stripe = await startDemoStripe({
      stripeMockUrl: mock.url,
      webhookUrl: `http://127.0.0.1:${port}/api/billing/webhook`,
      webhookSecret: secret,
      prices: { monthly: 'price_demo_monthly', yearly: 'price_demo_yearly' },
    });
    app = await startAppProcess({
      PORT: String(port),
      STRIPE_SECRET_KEY: 'sk_test_demo',
      STRIPE_WEBHOOK_SECRET: secret,
      STRIPE_PRICE_MONTHLY: 'price_demo_monthly',
      STRIPE_PRICE_YEARLY: 'price_demo_yearly',
      STRIPE_API_BASE: stripe.url,
    });
  }, 120_000);

  afterAll(async () => {
    await app?.stop();
    await stripe?.close();
    await mock?.stop();
  });

  run(
    'buys Pro through the demo checkout and cancels it in the demo portal',
    async () => {
      const email = `kaeufer-${Date.now()}@demo.example.de`;
      const api = await apiSession(app.baseUrl, app.apiKey, email);
      // Checkout needs a confirmed address, as with the real Stripe.
      const link = new URL(await confirmationLinkFor(app.dataDir, email), app.baseUrl);
      const confirmed = await api('/api/auth/confirm-email', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ token: link.searchParams.get('token') }),
      });
      expect(confirmed.ok).toBe(true);

      const checkout = await api('/api/billing/create-checkout-session', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ priceType: 'monthly' }),
      });
      expect(checkout.status).toBe(200);
      const { url } = (await checkout.json()) as { url: string };
      expect(url.startsWith(`${stripe.url}/demo/checkout/`)).toBe(true);
      const page = await (await fetch(url)).text();
      expect(page).toContain('Demo-Abo abschließen');
      const paid = await fetch(`${url}/pay`, { method: 'POST', redirect: 'manual' });
      expect(paid.status).toBe(303);
      expect(paid.headers.get('location')).toMatch(/\/pricing\?checkout=success$/);

      const plan = async () =>
        (await (await api('/api/auth/user')).json()) as { user?: { plan: string }; plan?: string };
      const deadline = Date.now() + 15_000;
      let user = await plan();
      while ((user.user?.plan ?? user.plan) !== 'pro_monthly' && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 200));
        user = await plan();
      }
      expect(user.user?.plan ?? user.plan).toBe('pro_monthly');

      const portal = await api('/api/billing/create-portal-session', { method: 'POST' });
      expect(portal.status).toBe(200);
      const portalUrl = ((await portal.json()) as { url: string }).url;
      expect(await (await fetch(portalUrl)).text()).toContain('Abo kündigen');
      const cancelled = await fetch(`${portalUrl}/cancel`, { method: 'POST', redirect: 'manual' });
      expect(cancelled.status).toBe(303);
      const until = Date.now() + 15_000;
      while ((user.user?.plan ?? user.plan) !== 'free' && Date.now() < until) {
        await new Promise((r) => setTimeout(r, 200));
        user = await plan();
      }
      expect(user.user?.plan ?? user.plan).toBe('free');
    },
    120_000,
  );
});
