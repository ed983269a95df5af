import Stripe from 'stripe';
import request from 'supertest';
import { fixedClock } from '../../platform/clock/clock.js';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { startStripeMock, stripeMockBinary, type StripeMock } from '../../test/stripe-mock.js';
import { apiClient, seedUser } from '../../test/test-users.js';
import { UserCommands } from '../user-commands.js';

const WEBHOOK_SECRET = 'whsec_test_insolvenzmonitor';
const stripeEnv = (apiBase: string) => ({
  STRIPE_SECRET_KEY: 'sk_test_123',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_PRICE_MONTHLY: 'price_pro_monthly',
  STRIPE_PRICE_YEARLY: 'price_pro_yearly',
  STRIPE_API_BASE: apiBase,
  APP_URL: 'https://app.example.de',
});
const signer = new Stripe('sk_test_123');

let sequence = 0;
function stripeEvent(type: string, object: Record<string, unknown>, id = `evt_${++sequence}`) {
  return {
    id,
    object: 'event',
    type,
    api_version: '2025-10-29',
    created: 1_790_000_000,
    livemode: false,
    pending_webhooks: 1,
    request: null,
    data: { object },
  };
}

function deliver(t: TestApp, event: object, options: { secret?: string; signature?: string } = {}) {
  const payload = JSON.stringify(event);
  const signature =
    options.signature ??
    signer.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? WEBHOOK_SECRET });
  // Stripe sends no X-API-Key: the signature is the authentication.
  return request(t.app.getHttpServer())
    .post('/api/billing/webhook')
    .set('Content-Type', 'application/json')
    .set('Stripe-Signature', signature)
    .send(payload);
}

const subscription = (overrides: Record<string, unknown> = {}) => ({
  id: 'sub_1',
  object: 'subscription',
  customer: 'cus_1',
  status: 'active',
  cancel_at_period_end: false,
  cancel_at: null,
  metadata: {},
  items: {
    object: 'list',
    data: [{ id: 'si_1', price: { id: 'price_pro_monthly' }, current_period_end: 1_797_811_200 }],
  },
  ...overrides,
});

/** A Pro user whose plan came from a Stripe subscription (as the webhook records it). */
async function stripeSubscriber(t: TestApp, subscriptionId: string) {
  const user = await seedUser(t);
  const commands = t.app.get(UserCommands);
  const context = { actorId: 'system:test' };
  await commands.execute(user.userId, { type: 'LinkBillingCustomer', stripeCustomerId: 'cus_erase_1' }, context);
  await commands.execute(
    user.userId,
    {
      type: 'ChangePlan',
      plan: 'pro_monthly',
      source: 'stripe',
      periodEnd: '2026-12-21T09:00:00.000Z',
      cancelAtPeriodEnd: false,
      stripeSubscriptionId: subscriptionId,
      at: commands.now().toISOString(),
    },
    context,
  );
  return user;
}

describe('billing without Stripe configuration', () => {
  it('answers 503 with a German message for Stripe calls, and still reports the plan', async () => {
    const t = await startTestApp();
    try {
      const user = await seedUser(t);
      for (const call of [
        user.http.post('/api/billing/create-checkout-session').send({ priceType: 'monthly' }),
        user.http.post('/api/billing/create-portal-session'),
        user.http.get('/api/billing/invoices'),
      ]) {
        const response = await call.expect(503);
        expect(response.body.message).toBe(
          'Die Zahlungsabwicklung ist derzeit nicht verfügbar. Bitte versuchen Sie es später erneut.',
        );
      }
      await deliver(t, stripeEvent('checkout.session.completed', {})).expect(503);
      const status = await user.http.get('/api/billing/subscription-status').expect(200);
      expect(status.body).toMatchObject({ plan: 'free', isPro: false, billingAvailable: false });
      // "Konto löschen" with a running subscription that cannot be cancelled: nothing is erased.
      const subscriber = await stripeSubscriber(t, 'sub_erase_unreachable');
      const kept = await subscriber.http
        .delete('/api/auth/account')
        .send({ password: subscriber.password })
        .expect(503);
      expect(kept.body.message).toBe(
        'Ihr Abonnement konnte gerade nicht gekündigt werden; Ihr Konto wurde nicht gelöscht. Bitte versuchen Sie es später erneut.',
      );
      await subscriber.http.get('/api/auth/user').expect(200);
    } finally {
      await t.close();
    }
  });
});

describe('Stripe webhooks', () => {
  const clock = fixedClock('2026-11-21T09:00:00Z');
  let t: TestApp;
  beforeAll(async () => {
    // Webhook handling never calls Stripe: the API base points nowhere.
    t = await startTestApp(stripeEnv('http://127.0.0.1:9'), { clock });
  });
  afterAll(() => t.close());

  it('turns checkout, subscription changes and cancellation into plan changes, each delivery once', async () => {
    const user = await seedUser(t);
    const store = t.app.get<EventStore>(EVENT_STORE);
    const checkout = stripeEvent('checkout.session.completed', {
      id: 'cs_1',
      object: 'checkout.session',
      mode: 'subscription',
      client_reference_id: user.userId,
      customer: 'cus_1',
      subscription: 'sub_1',
      metadata: { userId: user.userId, priceType: 'monthly' },
    });
    expect((await deliver(t, checkout).expect(200)).body).toEqual({ received: true, duplicate: false });
    expect((await user.http.get('/api/auth/user').expect(200)).body.plan).toBe('pro_monthly');

    // Stripe retries deliveries: the same event id changes nothing.
    const before = (await store.readStream(`user-${user.userId}`)).events.length;
    expect((await deliver(t, checkout).expect(200)).body).toEqual({ received: true, duplicate: true });
    expect((await store.readStream(`user-${user.userId}`)).events.length).toBe(before);

    // Cancelled in the portal: access stays until the end of the paid period (FAQ).
    await deliver(t, stripeEvent('customer.subscription.updated', subscription({ cancel_at_period_end: true }))).expect(
      200,
    );
    const canceling = await user.http.get('/api/billing/subscription-status').expect(200);
    expect(canceling.body).toMatchObject({
      plan: 'pro_monthly',
      status: 'canceling',
      cancelAtPeriodEnd: true,
      currentPeriodEnd: '2026-12-21T00:00:00.000Z',
      billingAvailable: true,
    });
    clock.set('2026-12-21T00:00:01Z');
    try {
      // A month later the old session has expired: log in again.
      const login = await apiClient(t).post('/api/auth/login').send({ email: user.email, password: user.password });
      expect(login.body.user.plan).toBe('free');
    } finally {
      clock.set('2026-11-21T09:00:00Z');
    }

    await deliver(t, stripeEvent('customer.subscription.deleted', subscription({ status: 'canceled' }))).expect(200);
    const after = await apiClient(t).post('/api/auth/login').send({ email: user.email, password: user.password });
    expect(after.body.user).toMatchObject({
      plan: 'free',
      cancelAtPeriodEnd: false,
    });
  });

  it('finds the user by Stripe customer, switches monthly to yearly, and ignores foreign prices and old subscriptions', async () => {
    const user = await seedUser(t);
    await deliver(
      t,
      stripeEvent('checkout.session.completed', {
        object: 'checkout.session',
        mode: 'subscription',
        client_reference_id: user.userId,
        customer: 'cus_2',
        subscription: 'sub_2',
        metadata: { priceType: 'monthly' },
      }),
    ).expect(200);
    const yearly = subscription({
      id: 'sub_2',
      customer: 'cus_2',
      items: { data: [{ price: { id: 'price_pro_yearly' }, current_period_end: 1_826_064_000 }] },
    });
    await deliver(t, stripeEvent('customer.subscription.updated', yearly)).expect(200);
    expect((await user.http.get('/api/auth/user').expect(200)).body).toMatchObject({
      plan: 'pro_yearly',
      planPeriodEnd: '2027-11-13T00:00:00.000Z',
    });
    const foreign = subscription({
      id: 'sub_2',
      customer: 'cus_2',
      items: { data: [{ price: { id: 'price_other' } }] },
    });
    await deliver(t, stripeEvent('customer.subscription.updated', foreign)).expect(200);
    await deliver(
      t,
      stripeEvent('customer.subscription.deleted', subscription({ id: 'sub_old', customer: 'cus_2' })),
    ).expect(200);
    expect((await user.http.get('/api/auth/user').expect(200)).body.plan).toBe('pro_yearly');
  });

  it('refuses forged, wrongly signed and unsigned deliveries', async () => {
    const event = stripeEvent('checkout.session.completed', { object: 'checkout.session', mode: 'subscription' });
    for (const options of [{ secret: 'whsec_falsch' }, { signature: 't=1,v1=abc' }]) {
      const response = await deliver(t, event, options).expect(400);
      expect(response.body.message).toBe('Ungültige Stripe-Signatur.');
    }
    const old = signer.webhooks.generateTestHeaderString({
      payload: JSON.stringify(event),
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    await deliver(t, event, { signature: old }).expect(400);
    await request(t.app.getHttpServer()).post('/api/billing/webhook').send(event).expect(400);
  });
});

const binary = stripeMockBinary();
if (!binary) console.warn('stripe-mock not found (.ci/run installs it into .ci/bin): Stripe API tests skipped');
(binary ? describe : describe.skip)('billing against stripe-mock', () => {
  let mock: StripeMock;
  let t: TestApp;
  beforeAll(async () => {
    mock = await startStripeMock(binary!);
    t = await startTestApp(stripeEnv(mock.url));
  });
  afterAll(async () => {
    await t?.close();
    await mock?.stop();
  });

  it('opens checkout for a free user (creating the Stripe customer once), then the portal and the invoices', async () => {
    const user = await seedUser(t);
    const noPortal = await user.http.post('/api/billing/create-portal-session').expect(409);
    expect(noPortal.body.message).toBe('Für Ihr Konto gibt es noch kein Abonnement.');
    expect((await user.http.get('/api/billing/invoices').expect(200)).body).toEqual({ invoices: [] });

    const checkout = await user.http
      .post('/api/billing/create-checkout-session')
      .send({ priceType: 'yearly' })
      .expect(200);
    expect(checkout.body.url).toMatch(/^https:\/\//);
    const status = await user.http.get('/api/billing/subscription-status').expect(200);
    expect(status.body).toMatchObject({ plan: 'free', hasBillingAccount: true });
    await user.http.post('/api/billing/create-checkout-session').send({ priceType: 'monthly' }).expect(200);

    const portal = await user.http.post('/api/billing/create-portal-session').expect(200);
    expect(portal.body.url).toMatch(/^https:\/\//);
    const invoices = await user.http.get('/api/billing/invoices').expect(200);
    expect(invoices.body.invoices.length).toBeGreaterThan(0);
    expect(invoices.body.invoices[0]).toEqual(
      expect.objectContaining({ id: expect.any(String), currency: expect.any(String), amountDue: expect.any(Number) }),
    );
  });

  it('cancels a running subscription at Stripe before erasing the account ("Konto löschen")', async () => {
    const user = await stripeSubscriber(t, 'sub_erase_1');
    await user.http.delete('/api/auth/account').send({ password: user.password }).expect(200);
    await user.http.get('/api/auth/user').expect(401);
    const audit = await t.app.get<EventStore>(EVENT_STORE).readStream(`useraudit-${user.userId}`);
    expect(
      audit.events.map((event) => [
        event.type,
        (event.data as { subscriptionCancelled: boolean }).subscriptionCancelled,
      ]),
    ).toEqual([['AccountErased', true]]);
  });

  it('validates priceType, refuses a second subscription and needs a login', async () => {
    const user = await seedUser(t);
    const bad = await user.http.post('/api/billing/create-checkout-session').send({ priceType: 'weekly' }).expect(400);
    expect(bad.body.message).toBe('priceType muss "monthly" oder "yearly" sein');
    const pro = await seedUser(t, { plan: 'pro_monthly' });
    const twice = await pro.http.post('/api/billing/create-checkout-session').send({ priceType: 'yearly' }).expect(409);
    expect(twice.body.message).toMatch(/bereits ein Pro-Abonnement/);
    await apiClient(t).post('/api/billing/create-checkout-session').send({ priceType: 'monthly' }).expect(401);
  });
});
