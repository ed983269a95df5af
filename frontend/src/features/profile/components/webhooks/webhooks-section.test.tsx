import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { type FakeServer, installFakeServer, jsonResponse } from '../../../../test/fake-server';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { authenticatedStore, problem, sessionUser } from '../../../../test/session-fixtures';
import { emulateViewportWidth } from '../../../../test/viewport';
import type { WebhookDelivery, WebhookEndpoint } from '../../api/webhooks-api';
import { WebhooksSection } from './webhooks-section';

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw7eP3v1kFq2g=';

const endpoint = (overrides: Partial<WebhookEndpoint> = {}): WebhookEndpoint => ({
  id: '6f1f2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  url: 'https://erp.example.com/hooks/insolvenz',
  description: 'ERP-Anbindung',
  allAlerts: true,
  alerts: [],
  enabled: true,
  disabledReason: null,
  secretHint: 'q2g=',
  secretRotatedAt: null,
  createdAt: '2026-11-28T09:00:00.000Z',
  updatedAt: null,
  ...overrides,
});

const delivery = (overrides: Partial<WebhookDelivery> = {}): WebhookDelivery => ({
  id: 'msg_1',
  eventType: 'webhook.test',
  status: 'delivered',
  createdAt: '2026-11-28T09:05:00.000Z',
  lastAttemptAt: '2026-11-28T09:05:00.000Z',
  attempts: 1,
  httpStatus: 204,
  latencyMs: 87,
  error: null,
  nextAttemptAt: null,
  ...overrides,
});

/** GET /api/portfolios as the chooser reads it (only id and name matter here). */
const PORTFOLIOS = {
  items: [{ id: 'pf-1', name: 'Debitoren 2026' }],
  limit: { maxRows: 100_000, usedRows: 3 },
};

/** The section as the profile shows it; `server` answers its requests (installed before rendering). */
function render(_server: FakeServer, plan: 'free' | 'pro_monthly' = 'pro_monthly') {
  const store = authenticatedStore(sessionUser({ plan }));
  return renderWithProviders(<WebhooksSection isPro={plan !== 'free'} />, { route: '/profile', store });
}

const bodyOf = async (request: Request) => JSON.parse(await request.clone().text()) as unknown;

let consoleError: jest.SpiedFunction<typeof console.error>;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

describe('WebhooksSection', () => {
  it('offers the upgrade to free users and asks the server nothing', () => {
    const server = installFakeServer();
    render(server, 'free');
    expect(screen.getByText('Webhooks gehören zum API-Zugang und erfordern ein Pro-Abonnement.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /upgraden/i })).toHaveAttribute('href', '/pricing');
    expect(server.requests).toHaveLength(0);
  });

  it('creates a webhook for chosen alerts and shows the secret once, with a copy button and the warning', async () => {
    let items: WebhookEndpoint[] = [];
    const server = installFakeServer()
      .on('GET', '/api/webhooks', () => jsonResponse({ items, max: 10 }))
      .on('GET', '/api/subscriptions', () => jsonResponse([{ id: 'sub-1', companyName: 'Müller Bau GmbH' }]))
      .on('GET', '/api/saved-searches', () => jsonResponse({ items: [{ id: 'ss-1', name: 'Bau NRW' }], max: 25 }))
      .on('GET', '/api/portfolios', () => jsonResponse(PORTFOLIOS))
      .on('POST', '/api/webhooks', () => {
        items = [endpoint({ allAlerts: false, alerts: [{ kind: 'saved-search', id: 'ss-1' }] })];
        return jsonResponse({ endpoint: items[0], secret: SECRET }, { status: 201 });
      });
    const { user } = render(server);
    const form = await screen.findByRole('form', { name: 'Neuer Webhook' });
    await user.type(within(form).getByLabelText(/^Adresse \(HTTPS\)/), 'https://erp.example.com/hooks/insolvenz');
    await user.click(within(form).getByLabelText('Nur ausgewählte'));
    await user.click(await within(form).findByLabelText('Suchprofil: Bau NRW'));
    await user.click(within(form).getByRole('button', { name: 'Webhook einrichten' }));

    const notice = await screen.findByRole('alert');
    expect(within(notice).getByText('Das Geheimnis wird nur jetzt angezeigt')).toBeInTheDocument();
    expect(within(notice).getByLabelText('Signatur-Geheimnis')).toHaveValue(SECRET);
    expect(within(notice).getByRole('button', { name: 'Kopieren' })).toBeInTheDocument();
    const post = server.requests.find((r) => r.method === 'POST')!;
    expect(await bodyOf(post)).toEqual({
      url: 'https://erp.example.com/hooks/insolvenz',
      description: '',
      allAlerts: false,
      alerts: [{ kind: 'saved-search', id: 'ss-1' }],
    });
    expect(await screen.findByText('1 ausgewählte Benachrichtigung · Geheimnis endet auf „q2g=“')).toBeInTheDocument();
    await user.click(within(notice).getByRole('button', { name: 'Fertig' }));
    expect(screen.queryByText('Das Geheimnis wird nur jetzt angezeigt')).not.toBeInTheDocument();
  });

  it.each([
    ['desktop', 1280],
    ['phone', 360],
  ])(
    "lists the user's portfolios beside subscriptions and saved searches and sends a chosen one (%s)",
    async (_, width) => {
      const restore = emulateViewportWidth(width);
      try {
        const server = installFakeServer()
          .on('GET', '/api/webhooks', () => jsonResponse({ items: [], max: 10 }))
          .on('GET', '/api/subscriptions', () => jsonResponse([{ id: 'sub-1', companyName: 'Müller Bau GmbH' }]))
          .on('GET', '/api/saved-searches', () => jsonResponse({ items: [{ id: 'ss-1', name: 'Bau NRW' }], max: 25 }))
          .on('GET', '/api/portfolios', () => jsonResponse(PORTFOLIOS))
          .on('POST', '/api/webhooks', () =>
            jsonResponse(
              { endpoint: endpoint({ allAlerts: false, alerts: [{ kind: 'portfolio', id: 'pf-1' }] }), secret: SECRET },
              { status: 201 },
            ),
          );
        const { user } = render(server);
        const form = await screen.findByRole('form', { name: 'Neuer Webhook' });
        expect(within(form).getByLabelText('Alle Überwachungen, Suchprofile und Portfolios')).toBeChecked();
        await user.type(within(form).getByLabelText(/^Adresse \(HTTPS\)/), 'https://erp.example.com/hooks/portfolio');
        await user.click(within(form).getByLabelText('Nur ausgewählte'));
        const portfolio = await within(form).findByLabelText('Portfolio: Debitoren 2026');
        // The labels beside each other (MUI hides the checkbox input itself).
        for (const label of ['Überwachung: Müller Bau GmbH', 'Suchprofil: Bau NRW', 'Portfolio: Debitoren 2026']) {
          expect(within(form).getByText(label)).toBeVisible();
        }
        await user.click(portfolio);
        await user.click(within(form).getByRole('button', { name: 'Webhook einrichten' }));
        await waitFor(() => expect(server.requests.some((r) => r.method === 'POST')).toBe(true));
        expect(await bodyOf(server.requests.find((r) => r.method === 'POST')!)).toEqual({
          url: 'https://erp.example.com/hooks/portfolio',
          description: '',
          allAlerts: false,
          alerts: [{ kind: 'portfolio', id: 'pf-1' }],
        });
      } finally {
        restore();
      }
    },
  );

  it('lets an account with a watchlist of 1,000 companies find and choose one by name', async () => {
    const customers = Array.from({ length: 1000 }, (_, i) => ({
      id: `sub-${i + 1}`,
      companyName: `Kunde ${String(i + 1).padStart(4, '0')} GmbH`,
    }));
    const server = installFakeServer()
      .on('GET', '/api/webhooks', () => jsonResponse({ items: [], max: 10 }))
      .on('GET', '/api/subscriptions', () => jsonResponse(customers))
      .on('GET', '/api/saved-searches', () => jsonResponse({ items: [{ id: 'ss-1', name: 'Bau NRW' }], max: 25 }))
      .on('GET', '/api/portfolios', () => jsonResponse(PORTFOLIOS))
      .on('POST', '/api/webhooks', () =>
        jsonResponse(
          {
            endpoint: endpoint({ allAlerts: false, alerts: [{ kind: 'subscription', id: 'sub-500' }] }),
            secret: SECRET,
          },
          { status: 201 },
        ),
      );
    const { user } = render(server);
    const form = await screen.findByRole('form', { name: 'Neuer Webhook' });
    await user.type(within(form).getByLabelText(/^Adresse \(HTTPS\)/), 'https://erp.example.com/hooks/kunden');
    await user.click(within(form).getByLabelText('Nur ausgewählte'));
    await within(form).findByLabelText('Überwachung: Kunde 0001 GmbH');
    expect(within(form).getAllByRole('checkbox')).toHaveLength(25);
    expect(
      within(form).getByText('… und 977 weitere. Suchen Sie nach dem Namen, um sie anzuzeigen.'),
    ).toBeInTheDocument();

    const search = within(form).getByRole('searchbox', { name: 'Benachrichtigungen durchsuchen' });
    await user.type(search, 'kunde 0500');
    await user.click(within(form).getByLabelText('Überwachung: Kunde 0500 GmbH'));
    await user.clear(search);
    // The chosen one stays in the list beside the first 25 others, so it can be unticked.
    expect(within(form).getByLabelText('Überwachung: Kunde 0500 GmbH')).toBeChecked();
    expect(within(form).getAllByRole('checkbox')).toHaveLength(26);
    await user.type(search, 'Müller');
    expect(within(form).getByText('Keine Benachrichtigung passt zu „Müller“.')).toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Webhook einrichten' }));
    await waitFor(() => expect(server.requests.some((r) => r.method === 'POST')).toBe(true));
    expect(await bodyOf(server.requests.find((r) => r.method === 'POST')!)).toMatchObject({
      allAlerts: false,
      alerts: [{ kind: 'subscription', id: 'sub-500' }],
    });
  });

  it("shows the server's German refusal of an address", async () => {
    const server = installFakeServer()
      .on('GET', '/api/webhooks', () => jsonResponse({ items: [], max: 10 }))
      .on('POST', '/api/webhooks', () =>
        problem(422, 'Die Adresse des Webhooks zeigt auf ein internes oder reserviertes Netz und ist nicht erlaubt.'),
      );
    const { user } = render(server);
    const form = await screen.findByRole('form', { name: 'Neuer Webhook' });
    await user.type(within(form).getByLabelText(/^Adresse \(HTTPS\)/), 'https://10.0.0.1/hook');
    await user.click(within(form).getByRole('button', { name: 'Webhook einrichten' }));
    expect(
      await within(form).findByText(
        'Die Adresse des Webhooks zeigt auf ein internes oder reserviertes Netz und ist nicht erlaubt.',
      ),
    ).toBeInTheDocument();
  });

  it('sends a test event, tells the outcome and shows the delivery log', async () => {
    let log: WebhookDelivery[] = [];
    const server = installFakeServer()
      .on('GET', '/api/webhooks', () => jsonResponse({ items: [endpoint()], max: 10 }))
      .on('GET', '/api/webhooks/:id/deliveries', () => jsonResponse({ items: log }))
      .on('POST', '/api/webhooks/:id/test', () => {
        log = [
          delivery(),
          delivery({ id: 'msg_p', eventType: 'insolvency.portfolio.match' }),
          delivery({
            id: 'msg_0',
            eventType: 'insolvency.case.matched',
            status: 'pending',
            httpStatus: 500,
            attempts: 3,
          }),
        ];
        return jsonResponse({
          delivered: true,
          httpStatus: 204,
          latencyMs: 87,
          error: null,
          message: 'Testereignis zugestellt (HTTP 204).',
        });
      });
    const { user } = render(server);
    const card = await screen.findByRole('article', { name: 'Webhook https://erp.example.com/hooks/insolvenz' });
    await user.click(within(card).getByRole('button', { name: 'Testereignis senden' }));
    expect(await screen.findByText('Testereignis zugestellt (HTTP 204).')).toBeInTheDocument();
    const table = await within(card).findByRole('table', { name: 'Zustellprotokoll' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(within(rows[1]).getByText('Test')).toBeInTheDocument();
    expect(within(rows[1]).getByText('zugestellt')).toBeInTheDocument();
    expect(within(rows[1]).getByText('87 ms')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Portfolio-Treffer')).toBeInTheDocument();
    expect(within(rows[3]).getByText('Treffer')).toBeInTheDocument();
    expect(within(rows[3]).getByText('wird wiederholt')).toBeInTheDocument();
    expect(within(rows[3]).getByText('500')).toBeInTheDocument();
  });

  it('rotates the secret (shown once) and switches a webhook on again after it was disabled for failing', async () => {
    const server = installFakeServer()
      .on('GET', '/api/webhooks', () =>
        jsonResponse({ items: [endpoint({ enabled: false, disabledReason: 'failing' })], max: 10 }),
      )
      .on('POST', '/api/webhooks/:id/rotate-secret', () => jsonResponse({ endpoint: endpoint(), secret: SECRET }))
      .on('PATCH', '/api/webhooks/:id', () => jsonResponse(endpoint()));
    const { user } = render(server);
    const card = await screen.findByRole('article');
    expect(within(card).getByText('ausgeschaltet: 3 Tage ohne Zustellung')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Geheimnis erneuern' }));
    expect(await screen.findByLabelText('Signatur-Geheimnis')).toHaveValue(SECRET);
    await user.click(within(card).getByRole('button', { name: 'Einschalten' }));
    await waitFor(() => expect(server.requests.some((r) => r.method === 'PATCH')).toBe(true));
    expect(await bodyOf(server.requests.find((r) => r.method === 'PATCH')!)).toEqual({ enabled: true });
  });

  it('deletes a webhook after asking', async () => {
    const server = installFakeServer()
      .on('GET', '/api/webhooks', () => jsonResponse({ items: [endpoint()], max: 10 }))
      .on('DELETE', '/api/webhooks/:id', () => jsonResponse({ message: 'Webhook gelöscht' }));
    const { user } = render(server);
    await user.click(await screen.findByRole('button', { name: 'Löschen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Webhook löschen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    expect(await screen.findByText('Webhook gelöscht')).toBeInTheDocument();
    expect(server.requests.some((r) => r.method === 'DELETE')).toBe(true);
  });

  it('fits a phone: every action reachable at 360 px', async () => {
    const restore = emulateViewportWidth(360);
    try {
      const server = installFakeServer().on('GET', '/api/webhooks', () =>
        jsonResponse({ items: [endpoint()], max: 10 }),
      );
      render(server);
      const card = await screen.findByRole('article');
      for (const name of [
        'Testereignis senden',
        'Zustellprotokoll',
        'Benachrichtigungen wählen',
        'Geheimnis erneuern',
        'Ausschalten',
        'Löschen',
      ]) {
        expect(within(card).getByRole('button', { name })).toBeVisible();
      }
    } finally {
      restore();
    }
  });
});
