import { jest } from '@jest/globals';
import { baseApi } from '../../../lib/api/base-api';
import { act, screen, waitFor, within } from '@testing-library/react';
import {
  dayBefore,
  freeLimits,
  insolvencyCase,
  insolvencyCases,
  proLimits,
} from '../../../lib/insolvency/insolvency-case.test-kit';
import type { Plan } from '../../../lib/session/session-user';
import { jsonResponse, pendingResponse } from '../../../test/fake-server';
import { renderWithProviders } from '../../../test/render-with-providers';
import { authenticatedStore, problem, sessionUser } from '../../../test/session-fixtures';
import { DAILY_CHART_TITLE, STATE_CHART_TITLE } from '../components/charts/charts-section';
import {
  type DashboardAnswers,
  dailyCounts,
  dashboardServer,
  importStatusBody,
  recentBody,
  requestsTo,
  statsBody,
} from './dashboard-page.test-kit';
import DashboardPage from './dashboard-page';

function renderDashboard(answers: DashboardAnswers = {}, plan: Plan = 'pro_monthly') {
  const server = dashboardServer(answers);
  const store = authenticatedStore(sessionUser({ plan }));
  renderWithProviders(<DashboardPage />, { store });
  return Object.assign(server, { store });
}

const region = (name: string) => screen.getByRole('region', { name });
const statCard = (label: string) => screen.getByText(label).parentElement as HTMLElement;

let consoleError: jest.SpiedFunction<typeof console.error>;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

describe('DashboardPage', () => {
  it('greets a brand-new user (only the session of the registration) without "zurück"', async () => {
    dashboardServer({});
    // Registering opens a session: its login is recorded in the same moment.
    const user = {
      ...sessionUser({ plan: 'free' }),
      createdAt: '2026-11-28T09:00:00.000Z',
      lastLoginAt: '2026-11-28T09:00:00.120Z',
    };
    renderWithProviders(<DashboardPage />, { store: authenticatedStore(user) });
    expect(screen.getByText(/Willkommen, Erika!/)).toBeInTheDocument();
    expect(screen.queryByText(/Willkommen zurück/)).not.toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Live Import-Monitoring' })).toBeInTheDocument();
  });

  it('greets somebody who logged in again later "Willkommen zurück"', () => {
    dashboardServer({});
    const user = {
      ...sessionUser({ plan: 'free' }),
      createdAt: '2026-11-20T09:00:00.000Z',
      lastLoginAt: '2026-11-28T09:00:00.000Z',
    };
    renderWithProviders(<DashboardPage />, { store: authenticatedStore(user) });
    expect(screen.getByText(/Willkommen zurück, Erika!/)).toBeInTheDocument();
  });

  it('greets the user and links to search and notifications', async () => {
    renderDashboard();
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText(/Willkommen zurück, Erika!/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Insolvenzen suchen/ })).toHaveAttribute('href', '/search');
    expect(screen.getByRole('link', { name: /Benachrichtigungen verwalten/ })).toHaveAttribute(
      'href',
      '/notifications',
    );
    expect(await screen.findByText('System bereit')).toBeInTheDocument();
  });

  it('shows skeletons while loading', () => {
    renderDashboard({
      recent: () => pendingResponse(),
      importStatus: () => pendingResponse(),
      stats: () => pendingResponse(),
    });
    expect(screen.getByRole('status', { name: 'Meldungen werden geladen' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Import-Monitoring wird geladen' })).toBeInTheDocument();
  });

  it('shows the three stat cards', async () => {
    renderDashboard({
      subscriptions: () => jsonResponse({ total: 3, active: 2 }),
    });
    await waitFor(() => expect(statCard('Neue Verfahren (7 Tage)')).toHaveTextContent('12'));
    expect(statCard('Neue Verfahren (7 Tage)')).toHaveTextContent('+20 % zur Vorwoche');
    expect(statCard('Verfahren gesamt')).toHaveTextContent('1.234');
    expect(statCard('Verfahren gesamt')).toHaveTextContent('1 % in den letzten 7 Tagen');
    await waitFor(() => expect(statCard('Aktive Benachrichtigungen')).toHaveTextContent(/^Aktive Benachrichtigungen2/));
  });

  it("says 'neu' instead of a percentage when the week before had no proceedings", async () => {
    renderDashboard({ stats: () => jsonResponse(statsBody({ recentCases: 4, previousCases: 0, weeklyChange: 100 })) });
    await waitFor(() => expect(statCard('Neue Verfahren (7 Tage)')).toHaveTextContent('neu (Vorwoche: keine)'));
    expect(statCard('Neue Verfahren (7 Tage)')).not.toHaveTextContent('%');
  });

  it('counts the active notifications again as soon as the alerts change, not at the next poll', async () => {
    let active = 2;
    const server = renderDashboard({ subscriptions: () => jsonResponse({ total: 3, active }) });
    await waitFor(() => expect(statCard('Aktive Benachrichtigungen')).toHaveTextContent(/^Aktive Benachrichtigungen2/));
    active = 3;
    // What the notifications' mutations (switch, form, deletion, watchlist upload) invalidate.
    act(() => {
      server.store.dispatch(baseApi.util.invalidateTags([{ type: 'Subscription', id: 'LIST' }]));
    });
    await waitFor(() => expect(statCard('Aktive Benachrichtigungen')).toHaveTextContent(/^Aktive Benachrichtigungen3/));
    expect(requestsTo(server, '/api/subscriptions/summary')).toHaveLength(2);
  });

  it('counts no active notifications when the subscription call fails', async () => {
    renderDashboard({ subscriptions: () => problem(500, 'kaputt') });
    await waitFor(() => expect(statCard('Aktive Benachrichtigungen')).toHaveTextContent(/^Aktive Benachrichtigungen0/));
  });

  describe('Aktuelle Meldungen', () => {
    it('asks for 10 and shows company, AG court, type or status, de-DE date, badge and details link', async () => {
      const today = dayBefore(0);
      const server = renderDashboard({
        recent: () =>
          jsonResponse(
            recentBody(
              [
                insolvencyCase({ id: 1, companyName: 'Heute GmbH', court: 'Amtsgericht Köln', publicationDate: today }),
                insolvencyCase({
                  id: 2,
                  companyName: 'Älter KG',
                  court: 'Landgericht Bonn',
                  procedureType: null,
                  status: 'Antrag gestellt',
                  publicationDate: '2026-10-05',
                }),
              ],
              proLimits(2),
            ),
          ),
      });
      const list = await within(region('Aktuelle Meldungen')).findByRole('list');
      const [first, second] = within(list).getAllByRole('listitem');
      expect(new URL(requestsTo(server, '/api/insolvency/recent')[0].url).searchParams.get('limit')).toBe('10');

      expect(first).toHaveTextContent('Heute GmbH');
      expect(first).toHaveTextContent(`AG Köln · Regelinsolvenzverfahren · ${today.split('-').reverse().join('.')}`);
      expect(within(first).getByText('neu')).toBeInTheDocument();
      expect(within(first).getByRole('link', { name: 'Details zu Heute GmbH' })).toHaveAttribute('href', '/case/1');

      expect(second).toHaveTextContent('Landgericht Bonn · Antrag gestellt · 05.10.2026');
      expect(within(second).getByText('aktualisiert')).toBeInTheDocument();
    });

    it("says 'Keine aktuellen Meldungen verfügbar' when there are none", async () => {
      renderDashboard({ recent: () => jsonResponse([]) });
      expect(await screen.findByText('Keine aktuellen Meldungen verfügbar')).toBeInTheDocument();
    });

    it("falls back to 'An error occurred' when loading fails without a message", async () => {
      renderDashboard({ recent: () => jsonResponse('Bad Gateway', { status: 502 }) });
      const section = region('Aktuelle Meldungen');
      expect(await within(section).findByText('An error occurred')).toBeInTheDocument();
    });

    it('shows free users the limit banner with an upgrade link', async () => {
      renderDashboard({ recent: () => jsonResponse(recentBody(insolvencyCases(5), freeLimits(321))) }, 'free');
      expect(
        await screen.findByText('Kostenloser Account: Sie sehen nur 5 von 321 verfügbaren Ergebnissen'),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Jetzt upgraden' })).toHaveAttribute('href', '/pricing');
    });

    it('shows no banner to Pro users', async () => {
      renderDashboard({ recent: () => jsonResponse(recentBody(insolvencyCases(10), proLimits(321))) });
      await screen.findByText('Firma 10 GmbH');
      expect(screen.queryByText(/Kostenloser Account/)).not.toBeInTheDocument();
    });
  });

  describe('Live Import-Monitoring', () => {
    it('shows the tiles, the portal connection, the import system and recent activity', async () => {
      renderDashboard();
      const panel = region('Live Import-Monitoring');
      await within(panel).findByText('Aktive Verfahren');
      expect(panel).toHaveTextContent(
        'Aktive Verfahren1.234ohne abgewiesene, eingestellte und aufgehobene Verfahren und ohne Fälle mit erteilter ' +
          'oder versagter Restschuldbefreiung',
      );
      expect(panel).toHaveTextContent(
        'Diese Woche importiert87in den letzten 7 Tagen erstmals erfasste Fälle, gleich wann veröffentlicht',
      );
      expect(panel).toHaveTextContent('Importrate2,5 Fälle/Std.neue Fälle je Stunde Importlaufzeit (letzte 7 Tage)');
      // The stat card counts by publication date, the tile by import time: each says so.
      expect(statCard('Neue Verfahren (7 Tage)')).toHaveTextContent('veröffentlicht in den letzten 7 Tagen');
      expect(panel).toHaveTextContent('Nächste Session12:30 UhrMidday Session');
      expect(panel).toHaveTextContent('Primärneu.insolvenzbekanntmachungen.de');
      expect(panel).toHaveTextContent('StatusVerbunden');
      expect(panel).toHaveTextContent('FallbackHTTP-Scraper (text.xhtml) (Verfügbar)');
      expect(panel).toHaveTextContent('StatusAktiv');
      expect(panel).toHaveTextContent('MethodePortal-Abfrage (HTTP)');
      expect(panel).toHaveTextContent('Sessions pro Tag4');
      expect(panel).toHaveTextContent('Letzter erfolgreicher Import21.11.2026, 08:45');
      expect(panel).toHaveTextContent('Neu Import GmbH');
      expect(panel).toHaveTextContent('Amtsgericht Kiel · 21.11.2026, 08:44');
    });

    it('shows the freshness figures: last and next poll, detection lag, alerts; the request budget to admins', async () => {
      const minutes = (n: number) => new Date(Date.now() + n * 60_000).toISOString();
      const freshness = {
        promise:
          'Neue Bekanntmachungen erkennen wir von 06:00 bis 22:00 Uhr innerhalb von 10 Minuten nach ihrer Veröffentlichung.',
        poll: {
          enabled: true,
          intervalMinutes: 10,
          hours: { from: '06:00', to: '22:00' },
          lastPollAt: minutes(-4),
          lastPollStatus: 'completed',
          lastPollError: null,
          lastPollNewCases: 1,
          pollsToday: 12,
          nextPollAt: minutes(6),
        },
        detectionLag: { notices: 41, medianMinutes: 6, maxMinutes: 11 },
        alertsSentToday: 37,
        requestBudget: { budget: 15000, spent: 4210, sessionRequests: 9800, remaining: 10790, exhausted: false },
      };
      const answers = { importStatus: () => jsonResponse(importStatusBody({ freshness })) };
      dashboardServer(answers);
      const { unmount } = renderWithProviders(<DashboardPage />, {
        store: authenticatedStore(sessionUser({ plan: 'pro_monthly' })),
      });
      const box = await screen.findByRole('region', { name: 'Aktualität' });
      for (const text of [
        freshness.promise,
        'Letzter Abgleich vor 4 Min.',
        'Nächster Abgleich in 6 Min.',
        'Erkannt nach Veröffentlichung heute: im Median 6 Min., höchstens 11 Min. (41 Bekanntmachungen)',
        'Benachrichtigungen heute versandt: 37',
      ]) {
        expect(box).toHaveTextContent(text);
      }
      expect(box).not.toHaveTextContent('Portalanfragen');
      unmount();

      dashboardServer(answers);
      renderWithProviders(<DashboardPage />, {
        store: authenticatedStore(sessionUser({ plan: 'pro_monthly', role: 'admin' })),
      });
      expect(await screen.findByRole('region', { name: 'Aktualität' })).toHaveTextContent(
        'Portalanfragen heute: Abgleiche 4.210 von 15.000, Import-Sitzungen 9.800',
      );
    });

    it("uses the defaults: next session 08:30 Morning Session, 4 sessions a day, last import 'Nie'", async () => {
      renderDashboard({
        importStatus: () =>
          jsonResponse({
            importStats: { weeklyImports: 0 },
            systemStatus: { lastImportTime: null },
            recentActivity: [],
          }),
      });
      const panel = region('Live Import-Monitoring');
      await within(panel).findByText('Aktive Verfahren');
      // Not known: a dash, not the stored total (which counts closed proceedings too).
      expect(panel).toHaveTextContent('Aktive Verfahren–ohne abgewiesene');
      expect(panel).toHaveTextContent('Nächste Session08:30 UhrMorning Session');
      expect(panel).toHaveTextContent('Sessions pro Tag4');
      expect(panel).toHaveTextContent('Letzter erfolgreicher ImportNie');
      // No answer of the portal recorded: the connection is unknown, not "verbunden".
      expect(panel).toHaveTextContent('StatusUnbekannt');
      expect(panel).toHaveTextContent('HTTP-Scraper');
    });

    it('shows a running import with its progress, and the headline agrees with the boxes', async () => {
      renderDashboard({
        importStatus: () =>
          jsonResponse(
            importStatusBody({
              systemStatus: {
                status: 'running',
                overall: {
                  state: 'running',
                  label: 'Import läuft',
                  detail: 'Tag 2 von 14 (20.11.2026): 1.520 Bekanntmachungen abgerufen, 1.500 neue Fälle.',
                },
                lastImportTime: null,
                currentRun: { day: '2026-11-20', dayNumber: 2, daysTotal: 14, fetched: 1520, newCases: 1500 },
              },
            }),
          ),
      });
      const panel = region('Live Import-Monitoring');
      const progress = await within(panel).findByRole('progressbar', { name: 'Importfortschritt: Tag 2 von 14' });
      expect(progress).toHaveAttribute('aria-valuenow', '7');
      expect(panel).toHaveTextContent('Tag 2 von 14 · 1.520 Bekanntmachungen abgerufen · 1.500 neue Fälle');
      expect(panel).toHaveTextContent('StatusImport läuft');
      expect(await screen.findByText('Import läuft', { selector: 'p' })).toBeInTheDocument();
      expect(screen.queryByText('System bereit')).not.toBeInTheDocument();
    });

    it('says "1 neuer Fall" and "1 Bekanntmachung" for a run that has found one', async () => {
      renderDashboard({
        importStatus: () =>
          jsonResponse(
            importStatusBody({
              systemStatus: {
                status: 'running',
                lastImportTime: null,
                currentRun: { day: '2026-11-20', dayNumber: 1, daysTotal: 14, fetched: 1, newCases: 1 },
              },
            }),
          ),
      });
      const panel = region('Live Import-Monitoring');
      await within(panel).findByRole('progressbar', { name: 'Importfortschritt: Tag 1 von 14' });
      expect(panel).toHaveTextContent('Tag 1 von 14 · 1 Bekanntmachung abgerufen · 1 neuer Fall');
      expect(panel).not.toHaveTextContent('1 neue Fälle');
    });

    it('says in plain German when the portal cannot be reached, in the box and the headline', async () => {
      const message =
        'Das Bekanntmachungsportal ist nicht erreichbar (Verbindung abgelehnt). Der nächste Versuch erfolgt heute um 12:30 Uhr (Midday Session).';
      renderDashboard({
        importStatus: () =>
          jsonResponse(
            importStatusBody({
              systemStatus: {
                status: 'error',
                overall: { state: 'portal_unreachable', label: 'Portal nicht erreichbar', detail: message },
                lastImportTime: '2026-11-21T07:45:00.000Z',
              },
              portalConnection: {
                primary: { name: 'neu.insolvenzbekanntmachungen.de', status: 'unreachable', lastCheck: null, message },
              },
            }),
          ),
      });
      const panel = region('Live Import-Monitoring');
      expect(await within(panel).findByRole('alert')).toHaveTextContent(message);
      expect(panel).toHaveTextContent('StatusNicht erreichbar');
      expect(panel).toHaveTextContent('StatusPortal nicht erreichbar');
      expect(panel).toHaveTextContent('Letzte AntwortNoch keine Antwort');
      expect(await screen.findByText('Portal nicht erreichbar', { selector: 'p' })).toBeInTheDocument();
    });

    it("says 'Import-Monitoring nicht verfügbar' when the status cannot be loaded", async () => {
      renderDashboard({ importStatus: () => problem(503, 'nicht da') });
      expect(await screen.findByText('Import-Monitoring nicht verfügbar')).toBeInTheDocument();
    });
  });

  describe('charts', () => {
    it('draws the stats counts per day and per Land with their numbers as tables, with no call of their own', async () => {
      const server = renderDashboard();
      const states = await screen.findByRole('img', {
        name: 'Verfahren nach Bundesland, die meisten in: Bayern 40, Nordrhein-Westfalen 3, Hamburg 1.',
      });
      expect(states).toBeInTheDocument();
      // Days 23.10.–21.11.2026 with (day of month % 7) cases: 89 in all, the first 6 on 27.10.
      expect(
        screen.getByRole('img', {
          name: 'Neue Verfahren pro Tag vom 23.10.2026 bis 21.11.2026: insgesamt 89, höchstens 6 am 27.10.2026.',
        }),
      ).toBeInTheDocument();

      const [daily, byState] = screen.getAllByRole('table', { hidden: true });
      const dailyRows = within(daily).getAllByRole('row', { hidden: true });
      expect(dailyRows).toHaveLength(31);
      expect(dailyRows[1]).toHaveTextContent('23.10.20262');
      expect(dailyRows[30]).toHaveTextContent('21.11.20260');
      // Every Land, the ones without cases with 0 after the others.
      const stateRows = within(byState).getAllByRole('row', { hidden: true });
      expect(stateRows).toHaveLength(17);
      expect(stateRows[1]).toHaveTextContent('Bayern40');
      expect(stateRows[3]).toHaveTextContent('Hamburg1');
      expect(stateRows[4]).toHaveTextContent('Baden-Württemberg0');

      expect(requestsTo(server, '/api/insolvency/stats')).toHaveLength(1);
      expect(server.unhandled).toEqual([]);
    });

    it('keeps the section and its link to "Historische Daten" while the charts arrive (a click then is not lost)', async () => {
      renderDashboard();
      // The first render: the charts' chunk is still on its way.
      const link = within(region('Statistiken')).getByRole('link', { name: 'Historische Daten' });
      expect(link).toHaveAttribute('href', '/statistics');
      await screen.findByRole('img', { name: /^Verfahren nach Bundesland/ });
      // The same element, not a new one in its place: a mouse down before and up after the swap still clicks it.
      expect(within(region('Statistiken')).getByRole('link', { name: 'Historische Daten' })).toBe(link);
      expect(link).toBeInTheDocument();
    });

    it('says so when there are no cases yet', async () => {
      renderDashboard({
        stats: () =>
          jsonResponse(
            statsBody({
              recentCases: 0,
              totalCases: 0,
              weeklyChange: 0,
              daily: dailyCounts().map(({ date }) => ({ date, count: 0 })),
              byState: [],
            }),
          ),
      });
      expect(await screen.findByRole('img', { name: 'Verfahren nach Bundesland: keine.' })).toBeInTheDocument();
      expect(
        screen.getByRole('img', { name: 'Neue Verfahren pro Tag vom 23.10.2026 bis 21.11.2026: keine.' }),
      ).toBeInTheDocument();
    });

    it('shows skeletons of the same size while the stats load', async () => {
      renderDashboard({ stats: () => pendingResponse() });
      expect(await screen.findByRole('status', { name: `${DAILY_CHART_TITLE}: wird geladen` })).toBeInTheDocument();
      expect(screen.getByRole('status', { name: `${STATE_CHART_TITLE}: wird geladen` })).toBeInTheDocument();
    });

    it("says 'Diagrammdaten nicht verfügbar' when the stats cannot be loaded", async () => {
      renderDashboard({ stats: () => problem(503, 'nicht da') });
      await waitFor(() => expect(screen.getAllByText('Diagrammdaten nicht verfügbar')).toHaveLength(2));
      expect(consoleError).toHaveBeenCalledWith('Kennzahlen konnten nicht geladen werden', expect.anything());
    });
  });

  it('polls stats, recent notices, import status and subscriptions every 30 seconds', async () => {
    jest.useFakeTimers();
    try {
      const server = renderDashboard();
      const paths = [
        '/api/insolvency/stats',
        '/api/insolvency/recent',
        '/api/insolvency/import-status',
        // Counted by the server: the list itself can be hundreds of KB (a watchlist of 1,000 companies).
        '/api/subscriptions/summary',
      ];
      await waitFor(() => paths.forEach((path) => expect(requestsTo(server, path)).toHaveLength(1)));
      await act(async () => {
        await jest.advanceTimersByTimeAsync(29_000);
      });
      paths.forEach((path) => expect(requestsTo(server, path)).toHaveLength(1));
      await act(async () => {
        await jest.advanceTimersByTimeAsync(1_500);
      });
      paths.forEach((path) => expect(requestsTo(server, path)).toHaveLength(2));
      // The charts draw the polled stats: no counting searches (they used to cost 46 calls of the daily quota).
      expect(requestsTo(server, '/api/insolvency/search')).toHaveLength(0);
      expect(requestsTo(server, '/api/subscriptions')).toHaveLength(0);
    } finally {
      jest.useRealTimers();
    }
  });
});
