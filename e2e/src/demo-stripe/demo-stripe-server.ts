import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Stripe for `npm run demo`: the app's Stripe API calls go to stripe-mock (Stripe's official mock) through this
 * server, which stands in for Stripe's hosted pages too. Checkout and customer-portal sessions get a German demo
 * page of their own instead of stripe-mock's placeholder URL; "Demo-Abo abschließen" sends the app the signed
 * webhooks Stripe would send (`checkout.session.completed`, `customer.subscription.created`), "Abo kündigen"
 * sends `customer.subscription.deleted`; then the browser returns to the app. No payment data is asked for.
 */
export interface DemoStripeOptions {
  /** stripe-mock's base URL, e.g. http://127.0.0.1:12111. */
  readonly stripeMockUrl: string;
  /** Where the app takes Stripe's webhooks: `<APP_URL>/api/billing/webhook`. */
  readonly webhookUrl: string;
  readonly webhookSecret: string;
  readonly prices: { readonly monthly: string; readonly yearly: string };
  readonly port?: number;
}

export interface DemoStripe {
  /** Base URL for the app's STRIPE_API_BASE. */
  readonly url: string;
  close(): Promise<void>;
}

interface CheckoutSession {
  readonly id: string;
  readonly userId: string;
  readonly customer: string;
  readonly priceType: 'monthly' | 'yearly';
  readonly successUrl: string;
  readonly cancelUrl: string;
}

const page = (title: string, body: string) =>
  `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>${title}</title>` +
  '<meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1f2937}' +
  'button{font:inherit;padding:.6rem 1.2rem;border-radius:6px;border:0;background:#1f4e8c;color:#fff;cursor:pointer}' +
  'a{color:#1f4e8c}.note{background:#fff8e1;border:1px solid #ffe082;padding:.75rem;border-radius:6px}</style>' +
  `</head><body><h1>${title}</h1>${body}</body></html>`;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Stripe's webhook signature: `t=<seconds>,v1=<HMAC-SHA256 of "<t>.<payload>" with the endpoint secret>`. */
export function stripeSignature(payload: string, secret: string, at = Math.floor(Date.now() / 1000)): string {
  return `t=${at},v1=${createHmac('sha256', secret).update(`${at}.${payload}`).digest('hex')}`;
}

export async function startDemoStripe(options: DemoStripeOptions): Promise<DemoStripe> {
  const checkouts = new Map<string, CheckoutSession>();
  const portals = new Map<string, { customer: string; returnUrl: string }>();
  /** The demo subscription of each customer (set by checkout, ended in the portal). */
  const subscriptions = new Map<string, { id: string; userId: string; priceType: 'monthly' | 'yearly' }>();
  let base = '';

  const sendWebhook = async (type: string, object: Record<string, unknown>) => {
    const payload = JSON.stringify({
      id: `evt_demo_${randomBytes(8).toString('hex')}`,
      object: 'event',
      type,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      api_version: '2024-06-20',
      data: { object },
    });
    const response = await fetch(options.webhookUrl, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Stripe-Signature': stripeSignature(payload, options.webhookSecret),
      },
      body: payload,
    });
    if (!response.ok) throw new Error(`webhook ${type}: HTTP ${response.status} ${await response.text()}`);
  };

  const subscriptionObject = (customer: string, status: 'active' | 'canceled') => {
    const subscription = subscriptions.get(customer)!;
    const days = subscription.priceType === 'yearly' ? 365 : 30;
    const periodEnd = Math.floor(Date.now() / 1000) + days * 86_400;
    return {
      id: subscription.id,
      object: 'subscription',
      customer,
      status,
      cancel_at_period_end: false,
      cancel_at: null,
      metadata: { userId: subscription.userId },
      items: {
        object: 'list',
        data: [{ price: { id: options.prices[subscription.priceType] }, current_period_end: periodEnd }],
      },
    };
  };

  /** Forwards an API call to stripe-mock; returns its JSON (and status) for the calls this server adapts. */
  const forward = async (request: IncomingMessage, body: Buffer) => {
    const headers: Record<string, string> = {};
    for (const name of ['authorization', 'content-type', 'stripe-version', 'idempotency-key']) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const response = await fetch(`${options.stripeMockUrl}${request.url}`, {
      method: request.method,
      headers,
      body: request.method === 'GET' || request.method === 'HEAD' ? undefined : body.toString('utf8'),
    });
    return { status: response.status, text: await response.text() };
  };

  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const url = new URL(request.url ?? '/', base);
    const body = await readBody(request);
    const html = (status: number, content: string): void => {
      response.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' }).end(content);
    };
    const redirect = (to: string): void => {
      response.writeHead(303, { Location: to }).end();
    };

    if (url.pathname.startsWith('/v1/')) {
      const answer = await forward(request, body);
      const form = new URLSearchParams(body.toString('utf8'));
      let text = answer.text;
      if (answer.status === 200 && request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        const session = JSON.parse(text) as Record<string, unknown>;
        const id = `cs_demo_${randomBytes(8).toString('hex')}`;
        const priceType = form.get('metadata[priceType]') === 'yearly' ? 'yearly' : 'monthly';
        checkouts.set(id, {
          id,
          userId: form.get('client_reference_id') ?? form.get('metadata[userId]') ?? '',
          customer: form.get('customer') ?? `cus_demo_${randomBytes(6).toString('hex')}`,
          priceType,
          successUrl: form.get('success_url') ?? '/',
          cancelUrl: form.get('cancel_url') ?? '/',
        });
        text = JSON.stringify({ ...session, id, url: `${base}/demo/checkout/${id}` });
      }
      if (answer.status === 200 && request.method === 'POST' && url.pathname === '/v1/billing_portal/sessions') {
        const session = JSON.parse(text) as Record<string, unknown>;
        const id = `bps_demo_${randomBytes(8).toString('hex')}`;
        portals.set(id, { customer: form.get('customer') ?? '', returnUrl: form.get('return_url') ?? '/' });
        text = JSON.stringify({ ...session, id, url: `${base}/demo/portal/${id}` });
      }
      response.writeHead(answer.status, { 'Content-Type': 'application/json' }).end(text);
      return;
    }

    const checkout = /^\/demo\/checkout\/([\w]+)(\/pay)?$/.exec(url.pathname);
    if (checkout) {
      const session = checkouts.get(checkout[1]);
      if (!session) return html(404, page('Sitzung unbekannt', '<p>Diese Demo-Zahlung ist abgelaufen.</p>'));
      if (request.method === 'POST' && checkout[2]) {
        const subscription = `sub_demo_${randomBytes(8).toString('hex')}`;
        subscriptions.set(session.customer, { id: subscription, userId: session.userId, priceType: session.priceType });
        await sendWebhook('checkout.session.completed', {
          id: session.id,
          object: 'checkout.session',
          mode: 'subscription',
          client_reference_id: session.userId,
          customer: session.customer,
          subscription,
          metadata: { userId: session.userId, priceType: session.priceType },
        });
        await sendWebhook('customer.subscription.created', subscriptionObject(session.customer, 'active'));
        checkouts.delete(session.id);
        return redirect(session.successUrl);
      }
      const plan = session.priceType === 'yearly' ? 'Pro jährlich' : 'Pro monatlich';
      return html(
        200,
        page(
          'Demo-Checkout',
          `<p class="note">Demo: Stripe läuft hier als stripe-mock. Es wird nichts bezahlt und keine Zahlungsdaten ` +
            `werden abgefragt.</p><p>Tarif: <strong>${plan}</strong></p>` +
            `<form method="post" action="/demo/checkout/${session.id}/pay"><button type="submit">Demo-Abo abschließen</button></form>` +
            `<p><a href="${escapeHtml(session.cancelUrl)}">Abbrechen und zurück</a></p>`,
        ),
      );
    }

    const portal = /^\/demo\/portal\/([\w]+)(\/cancel)?$/.exec(url.pathname);
    if (portal) {
      const session = portals.get(portal[1]);
      if (!session) return html(404, page('Sitzung unbekannt', '<p>Diese Portal-Sitzung ist abgelaufen.</p>'));
      const subscription = subscriptions.get(session.customer);
      if (request.method === 'POST' && portal[2]) {
        if (subscription) {
          await sendWebhook('customer.subscription.deleted', subscriptionObject(session.customer, 'canceled'));
          subscriptions.delete(session.customer);
        }
        return redirect(session.returnUrl);
      }
      const current = subscription
        ? `<p>Aktives Abo: <strong>${subscription.priceType === 'yearly' ? 'Pro jährlich' : 'Pro monatlich'}</strong></p>` +
          `<form method="post" action="/demo/portal/${portal[1]}/cancel"><button type="submit">Abo kündigen</button></form>`
        : '<p>Kein Demo-Abo in dieser Sitzung.</p>';
      return html(
        200,
        page(
          'Demo-Kundenportal',
          `<p class="note">Demo: Stripe läuft hier als stripe-mock.</p>${current}` +
            `<p><a href="${escapeHtml(session.returnUrl)}">Zurück zum Insolvenzmonitor</a></p>`,
        ),
      );
    }
    html(404, page('Nicht gefunden', '<p>Diese Seite gibt es in der Demo nicht.</p>'));
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) {
        response
          .writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8' })
          .end(`Demo-Stripe: ${error instanceof Error ? error.message : String(error)}`);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
