import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { TOKEN_STORAGE_KEY } from '../../../lib/api/auth-token';
import { browserLocation } from '../../../lib/browser/browser-location';
import type { Plan } from '../../../lib/session/session-user';
import { type FakeHandler, installFakeServer, jsonResponse } from '../../../test/fake-server';
import { renderWithProviders } from '../../../test/render-with-providers';
import { authenticatedStore, problem, sessionUser } from '../../../test/session-fixtures';
import PricingPage from './pricing-page';

const CHECKOUT = '/api/billing/create-checkout-session';
const PORTAL = '/api/billing/create-portal-session';

interface Setup {
  serverPlan?: Plan | null;
  storedPlan?: Plan;
  status?: FakeHandler;
  route?: string;
}

const PROMISE =
  'Neue Bekanntmachungen erkennen wir von 06:00 bis 22:00 Uhr innerhalb von 10 Minuten nach ihrer Veröffentlichung.';

function renderPricing({ serverPlan = 'free', storedPlan = 'free', status, route = '/pricing' }: Setup = {}) {
  const server = installFakeServer()
    .on('GET', '/api/billing/subscription-status', status ?? (() => jsonResponse({ plan: serverPlan })))
    .on('GET', '/api/insolvency/freshness-promise', () =>
      jsonResponse({ promise: PROMISE, pollMinutes: 10, pollHours: { from: '06:00', to: '22:00' } }),
    );
  const store = authenticatedStore(sessionUser({ plan: storedPlan }));
  const rendered = renderWithProviders(
    <Routes>
      <Route path="/pricing" element={<PricingPage />} />
      <Route path="/login" element={<p>Login-Seite</p>} />
    </Routes>,
    { route, store },
  );
  return { ...rendered, server };
}

const card = (name: string) => screen.getByRole('region', { name });
const requestsTo = (server: { requests: Request[] }, path: string) =>
  server.requests.filter((request) => new URL(request.url).pathname === path);

let assign: jest.SpiedFunction<typeof browserLocation.assign>;
let consoleError: jest.SpiedFunction<typeof console.error>;
beforeEach(() => {
  assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  assign.mockRestore();
  consoleError.mockRestore();
});

describe('PricingPage', () => {
  it('states the freshness promise the server configures', async () => {
    renderPricing();
    expect(await screen.findByText(PROMISE)).toBeInTheDocument();
  });

  describe('plans', () => {
    it('shows the three plans with their prices', async () => {
      renderPricing();
      expect(screen.getByRole('heading', { level: 1, name: 'Preise' })).toBeInTheDocument();
      expect(card('Free')).toHaveTextContent('0 EUR/Monat');
      expect(card('Pro monatlich')).toHaveTextContent('49 EUR/Monat');
      expect(card('Pro jährlich')).toHaveTextContent('490 EUR/Jahr');
      expect(card('Pro jährlich')).toHaveTextContent('Sie sparen 98 EUR');
      expect(card('Free')).toHaveTextContent('Bis zu 5 Suchergebnisse');
      expect(card('Pro monatlich')).toHaveTextContent('CSV- und Excel-Export');
      expect(card('Pro jährlich')).toHaveTextContent('Persönlicher Account Manager');
      expect(card('Pro monatlich')).not.toHaveTextContent('Persönlicher Account Manager');
    });

    it.each([['free'], [null]] as const)('marks Free as the current plan when the plan is %s', async (plan) => {
      renderPricing({ serverPlan: plan });
      expect(await within(card('Free')).findByRole('button', { name: 'Aktueller Plan' })).toBeDisabled();
      expect(within(card('Pro monatlich')).getByRole('button', { name: 'Upgrade auf Pro monatlich' })).toBeEnabled();
      expect(within(card('Pro jährlich')).getByRole('button', { name: 'Upgrade auf Pro jährlich' })).toBeEnabled();
      expect(screen.queryByRole('button', { name: 'Abonnement verwalten' })).not.toBeInTheDocument();
    });

    it("follows the server's subscription status over the stored user", async () => {
      renderPricing({ serverPlan: 'pro_yearly', storedPlan: 'free' });
      expect(await within(card('Pro jährlich')).findByRole('button', { name: 'Aktueller Plan' })).toBeDisabled();
      expect(within(card('Free')).queryByRole('button')).not.toBeInTheDocument();
      expect(within(card('Pro monatlich')).getByRole('button', { name: 'Zu Pro monatlich wechseln' })).toBeEnabled();
      expect(screen.getByRole('button', { name: 'Abonnement verwalten' })).toBeEnabled();
    });

    it("falls back to the stored user's plan when the status call fails", async () => {
      const { store } = renderPricing({ storedPlan: 'pro_monthly', status: () => problem(500, 'Fehler') });
      await waitFor(() =>
        expect(store.getState().api.queries['getSubscriptionStatus(undefined)']?.status).toBe('rejected'),
      );
      expect(within(card('Pro monatlich')).getByRole('button', { name: 'Aktueller Plan' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Abonnement verwalten' })).toBeInTheDocument();
    });
  });

  describe('upgrade (checkout)', () => {
    async function upgradeTo(name: 'Pro monatlich' | 'Pro jährlich', checkout: FakeHandler) {
      const rendered = renderPricing();
      rendered.server.on('POST', CHECKOUT, checkout);
      const button = await within(card(name)).findByRole('button', { name: `Upgrade auf ${name}` });
      await rendered.user.click(button);
      return rendered;
    }

    it.each([
      ['Pro monatlich', 'monthly'],
      ['Pro jährlich', 'yearly'],
    ] as const)('sends the browser to the checkout url for %s', async (name, priceType) => {
      const { server } = await upgradeTo(name, () => jsonResponse({ url: 'https://checkout.stripe.com/c/pay/cs_1' }));
      await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_1'));
      expect(await requestsTo(server, CHECKOUT)[0].json()).toEqual({ priceType });
    });

    it('asks a logged-out visitor to log in and goes to /login without calling the server', async () => {
      const rendered = renderPricing();
      localStorage.removeItem(TOKEN_STORAGE_KEY);
      await rendered.user.click(
        within(card('Pro monatlich')).getByRole('button', { name: 'Upgrade auf Pro monatlich' }),
      );

      expect(await screen.findByText('Bitte melden Sie sich an, um ein Upgrade durchzuführen')).toBeInTheDocument();
      expect(await screen.findByText('Login-Seite')).toBeInTheDocument();
      expect(requestsTo(rendered.server, CHECKOUT)).toHaveLength(0);
    });

    it('asks to log in again on 401, ends the session and goes to /login', async () => {
      const { store } = await upgradeTo('Pro monatlich', () => problem(401, 'Nicht angemeldet'));
      expect(await screen.findByText('Bitte melden Sie sich erneut an')).toBeInTheDocument();
      expect(await screen.findByText('Login-Seite')).toBeInTheDocument();
      expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
      expect(store.getState().session.status).toBe('unauthenticated');
    });

    it("shows the server's error text", async () => {
      await upgradeTo('Pro jährlich', () => problem(409, 'Sie haben bereits ein aktives Abonnement'));
      expect(await screen.findByText('Sie haben bereits ein aktives Abonnement')).toBeInTheDocument();
      expect(assign).not.toHaveBeenCalled();
    });

    it('shows the fallback text when the server gives no reason', async () => {
      await upgradeTo('Pro jährlich', () => new Response(null, { status: 500 }));
      expect(await screen.findByText('Fehler beim Upgrade. Bitte versuchen Sie es erneut.')).toBeInTheDocument();
    });

    it('reports a checkout session without url', async () => {
      await upgradeTo('Pro monatlich', () => jsonResponse({}));
      expect(await screen.findByText('Fehler beim Erstellen der Checkout-Sitzung')).toBeInTheDocument();
      expect(assign).not.toHaveBeenCalled();
    });
  });

  describe('back from checkout (?checkout=success)', () => {
    it('says the payment went through and asks again until the webhook recorded Pro, then says Pro is active', async () => {
      let plan: Plan = 'free';
      const { server } = renderPricing({
        route: '/pricing?checkout=success',
        status: () => jsonResponse({ plan }),
      });
      server.on('GET', '/api/auth/user', () => jsonResponse(sessionUser({ plan })));
      expect(await screen.findByRole('status')).toHaveTextContent(
        'Zahlung abgeschlossen. Ihr Pro-Tarif wird aktiviert …',
      );
      plan = 'pro_monthly'; // the webhook arrives after the browser came back
      expect(await screen.findByText('Ihr Pro-Tarif ist aktiv.', {}, { timeout: 5_000 })).toBeInTheDocument();
      expect(screen.queryByText(/wird aktiviert/)).not.toBeInTheDocument();
      expect(await screen.findByText(/Ihr aktueller Tarif/)).toHaveTextContent('Pro monatlich');
      expect(requestsTo(server, '/api/billing/subscription-status').length).toBeGreaterThanOrEqual(2);
    });

    it('shows nothing extra when the plan is already recorded', async () => {
      renderPricing({ route: '/pricing?checkout=success', serverPlan: 'pro_yearly', storedPlan: 'pro_yearly' });
      expect(await screen.findByText(/Ihr aktueller Tarif/)).toHaveTextContent('Pro jährlich');
      expect(screen.queryByText(/wird aktiviert/)).not.toBeInTheDocument();
    });
  });

  describe('billing portal', () => {
    async function manage(portal: FakeHandler) {
      const rendered = renderPricing({ serverPlan: 'pro_monthly', storedPlan: 'pro_monthly' });
      rendered.server.on('POST', PORTAL, portal);
      await rendered.user.click(await screen.findByRole('button', { name: 'Abonnement verwalten' }));
      return rendered;
    }

    it('sends the browser to the portal url', async () => {
      const { server } = await manage(() => jsonResponse({ url: 'https://billing.stripe.com/p/session/ps_1' }));
      await waitFor(() => expect(assign).toHaveBeenCalledWith('https://billing.stripe.com/p/session/ps_1'));
      expect(await requestsTo(server, PORTAL)[0].json()).toEqual({});
    });

    it('opens the portal to switch between the paid plans', async () => {
      const rendered = renderPricing({ serverPlan: 'pro_monthly' });
      rendered.server.on('POST', PORTAL, () => jsonResponse({ url: 'https://billing.stripe.com/p/session/ps_2' }));
      await rendered.user.click(await screen.findByRole('button', { name: 'Zu Pro jährlich wechseln' }));
      await waitFor(() => expect(assign).toHaveBeenCalledWith('https://billing.stripe.com/p/session/ps_2'));
      expect(requestsTo(rendered.server, CHECKOUT)).toHaveLength(0);
    });

    it('asks to log in again on 401 and goes to /login', async () => {
      await manage(() => problem(401, 'Nicht angemeldet'));
      expect(await screen.findByText('Bitte melden Sie sich erneut an')).toBeInTheDocument();
      expect(await screen.findByText('Login-Seite')).toBeInTheDocument();
      expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    });

    it.each([
      ['a server error', () => problem(500, 'Stripe nicht erreichbar')],
      ['a missing url', () => jsonResponse({})],
    ])('shows "Fehler beim Öffnen des Billing-Portals" on %s', async (_case, portal) => {
      await manage(portal);
      expect(await screen.findByText('Fehler beim Öffnen des Billing-Portals')).toBeInTheDocument();
      expect(assign).not.toHaveBeenCalled();
    });
  });

  it('answers the FAQ on cancelling, payment methods and switching', () => {
    renderPricing();
    const faq = screen.getByRole('region', { name: 'Häufig gestellte Fragen' });
    expect(within(faq).getAllByRole('heading', { level: 3 })).toHaveLength(3);
    expect(faq).toHaveTextContent('bis zum Ende des bereits bezahlten Zeitraums');
    expect(faq).toHaveTextContent('Visa, Mastercard und American Express (Amex) sowie SEPA-Lastschrift');
    expect(faq).toHaveTextContent('anteilig verrechnet');
  });
});
