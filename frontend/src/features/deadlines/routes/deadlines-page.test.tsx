import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { fileDownload } from '../../../lib/browser/download-file';
import type { Plan } from '../../../lib/session/session-user';
import { installFakeServer, jsonResponse } from '../../../test/fake-server';
import { renderWithProviders } from '../../../test/render-with-providers';
import { authenticatedStore, sessionUser } from '../../../test/session-fixtures';
import { emulateViewportWidth } from '../../../test/viewport';
import type { UpcomingDeadline } from '../api/deadlines-api';
import { parseReminderDays } from '../components/reminder-settings';
import DeadlinesPage from './deadlines-page';

const deadline = (overrides: Partial<UpcomingDeadline>): UpcomingDeadline => ({
  caseId: 42,
  companyName: 'Müller Bau GmbH',
  court: 'Amtsgericht Köln',
  caseNumber: '71 IN 123/26',
  deadlineId: '2026-04-04-anmeldefrist',
  kind: 'anmeldefrist',
  label: 'Anmeldefrist',
  date: '2026-04-04',
  time: null,
  place: null,
  sentence: 'Insolvenzforderungen sind bis zum 04.04.2026 anzumelden.',
  sources: [{ kind: 'benachrichtigungen', label: 'Benachrichtigung' }],
  daysRemaining: 7,
  ...overrides,
});

const DEADLINES = [
  deadline({
    deadlineId: 'a',
    kind: 'berichtstermin',
    label: 'Berichtstermin',
    date: '2026-03-28',
    time: '09:30',
    daysRemaining: 0,
    place: 'Saal 101',
  }),
  deadline({
    deadlineId: 'b',
    kind: 'pruefungstermin',
    label: 'Prüfungstermin',
    date: '2026-03-29',
    time: '10:00',
    daysRemaining: 1,
  }),
  deadline({ deadlineId: 'c', daysRemaining: 7 }),
  deadline({
    caseId: 7,
    companyName: 'Schneider Logistik GmbH',
    court: 'Amtsgericht Bonn',
    caseNumber: '98 IN 7/26',
    date: '2026-04-02',
    daysRemaining: 5,
    sources: [{ kind: 'portfolios', label: 'Portfolio Debitoren 2026 · Kundennummer 40711' }],
  }),
];

function renderPage({
  plan = 'pro_monthly' as Plan,
  calendarLinkCreatedAt = null as string | null,
  deadlines = DEADLINES,
  watchedCases = 2,
  omittedCases = 0,
} = {}) {
  const settings = { reminderDays: [7, 1], reminderDaysDefault: true, calendarLinkCreatedAt };
  const server = installFakeServer()
    .on('GET', '/api/deadlines', ({ url }: Request) => {
      const params = new URL(url).searchParams;
      const kind = params.get('kind');
      const q = params.get('q')?.toLowerCase();
      const to = params.get('to');
      const source = params.get('source');
      const rows = deadlines.filter(
        (d) =>
          (!kind || d.kind === kind) &&
          (!q || d.companyName.toLowerCase().includes(q)) &&
          (!to || d.date <= to) &&
          (!source || d.sources.some((s) => s.kind === source)),
      );
      return jsonResponse({ today: '2026-03-28', watchedCases, omittedCases, deadlines: rows });
    })
    .on('GET', '/api/deadlines/settings', () => jsonResponse(settings))
    .on('PUT', '/api/deadlines/settings', async (request: Request) => {
      const body = (await request.json()) as { reminderDays: number[] };
      Object.assign(settings, { reminderDays: body.reminderDays, reminderDaysDefault: false });
      return jsonResponse(settings);
    })
    .on('POST', '/api/deadlines/calendar-token', () => {
      settings.calendarLinkCreatedAt = '2026-03-28T06:00:00.000Z';
      return jsonResponse(
        {
          httpsUrl: 'https://insolvenzmonitor.example/calendar/abc.ics',
          webcalUrl: 'webcal://insolvenzmonitor.example/calendar/abc.ics',
          createdAt: '2026-03-28T06:00:00.000Z',
        },
        { status: 201 },
      );
    })
    .on('DELETE', '/api/deadlines/calendar-token', () => {
      settings.calendarLinkCreatedAt = null;
      return new Response(null, { status: 204 });
    });
  const rendered = renderWithProviders(
    <Routes>
      <Route path="/fristen" element={<DeadlinesPage />} />
    </Routes>,
    { route: '/fristen', store: authenticatedStore(sessionUser({ plan })) },
  );
  return { ...rendered, server, settings };
}

const items = () => within(screen.getByRole('list', { name: 'Kommende Fristen' })).getAllByRole('listitem');

describe('Meine Fristen', () => {
  let restoreViewport: () => void = () => undefined;
  afterEach(() => restoreViewport());

  it('lists the deadlines with days remaining as "heute", "morgen", "in 7 Tagen"', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Meine Fristen', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(items()).toHaveLength(4));
    expect(within(items()[0]!).getByText('heute')).toBeInTheDocument();
    expect(within(items()[0]!).getByText('28.03.2026, 09:30 Uhr')).toBeInTheDocument();
    expect(within(items()[1]!).getByText('morgen')).toBeInTheDocument();
    expect(within(items()[2]!).getByText('in 7 Tagen')).toBeInTheDocument();
    expect(within(items()[0]!).getByRole('link', { name: 'Müller Bau GmbH' })).toHaveAttribute('href', '/case/42');
    expect(screen.getByRole('status')).toHaveTextContent('4 Fristen aus 2 beobachteten Verfahren');
  });

  it('filters by kind, period and company', async () => {
    const { user, server } = renderPage();
    await waitFor(() => expect(items()).toHaveLength(4));
    await user.click(screen.getByRole('combobox', { name: 'Art' }));
    await user.click(await screen.findByRole('option', { name: 'Prüfungstermin' }));
    await waitFor(() => expect(items()).toHaveLength(1));
    await user.click(screen.getByRole('combobox', { name: 'Art' }));
    await user.click(await screen.findByRole('option', { name: 'Alle Arten' }));
    await user.type(screen.getByRole('textbox', { name: 'Firma oder Aktenzeichen' }), 'schneider');
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(within(items()[0]!).getByText('in 5 Tagen')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Firma oder Aktenzeichen' }));
    await user.click(screen.getByRole('combobox', { name: 'Zeitraum' }));
    await user.click(await screen.findByRole('option', { name: 'Nächste 7 Tage' }));
    // All four fall within the next 7 days (up to 04.04.); the page asked for exactly that period.
    await waitFor(() =>
      expect(server.requests.map((r) => new URL(r.url).searchParams.get('to'))).toContain('2026-04-04'),
    );
    await waitFor(() => expect(items()).toHaveLength(4));
  });

  it('names where each case is watched from, and filters by that source (portfolios, issue #32)', async () => {
    const { user } = renderPage();
    await waitFor(() => expect(items()).toHaveLength(4));
    expect(
      within(items()[3]!).getByText('Beobachtet über: Portfolio Debitoren 2026 · Kundennummer 40711'),
    ).toBeInTheDocument();
    expect(within(items()[0]!).getByText('Beobachtet über: Benachrichtigung')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Quelle' }));
    await user.click(await screen.findByRole('option', { name: 'Portfolios' }));
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(within(items()[0]!).getByRole('link', { name: 'Schneider Logistik GmbH' })).toBeInTheDocument();
  });

  it('shows a long list 25 at a time, pages through it, starts again at page 1 on a filter, and exports it whole', async () => {
    const many = Array.from({ length: 1201 }, (_, i) =>
      deadline({
        caseId: 1000 + i,
        deadlineId: `d-${i}`,
        companyName: i === 1200 ? 'Schneider Logistik GmbH' : `Kunde ${i + 1} GmbH`,
        daysRemaining: Math.floor(i / 10),
      }),
    );
    const save = jest.spyOn(fileDownload, 'save').mockImplementation(() => undefined);
    const { user } = renderPage({ deadlines: many, watchedCases: 739 });
    await waitFor(() => expect(items()).toHaveLength(25));
    expect(screen.getByRole('status')).toHaveTextContent(
      '1.201 Fristen aus 739 beobachteten Verfahren · 1–25 angezeigt',
    );
    // The calendar and the reminders are within reach below one page, not below 1,201 cards.
    expect(screen.getByRole('button', { name: 'Nächste Seite' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Nächste Seite' }));
    expect(await screen.findByRole('link', { name: 'Kunde 26 GmbH' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('· 26–50 angezeigt');
    await user.click(screen.getByRole('button', { name: 'Seite 49' }));
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(screen.getByRole('status')).toHaveTextContent('· 1.201–1.201 angezeigt');

    await user.click(screen.getByRole('button', { name: 'Als CSV exportieren' }));
    const text = new TextDecoder().decode(await (save.mock.calls[0]![0] as Blob).arrayBuffer());
    expect(text.trimEnd().split('\r\n')).toHaveLength(1202);
    save.mockRestore();

    // Kunde 1, 10–19, 100–199 and 1000–1200: 312 deadlines, shown from the first page again.
    await user.type(screen.getByRole('textbox', { name: 'Firma oder Aktenzeichen' }), 'kunde 1');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        '312 Fristen aus 739 beobachteten Verfahren · 1–25 angezeigt',
      ),
    );
  });

  it('says when the server left out older watched cases with a deadline ahead', async () => {
    renderPage({ watchedCases: 1000, omittedCases: 234 });
    expect(await screen.findByText(/^Sie beobachten 1\.234 Verfahren\./)).toHaveTextContent(
      'Sie beobachten 1.234 Verfahren. Hier stehen die Fristen der neuesten Verfahren; 234 ältere Verfahren mit anstehenden Fristen sind nicht berücksichtigt.',
    );
  });

  it('says nothing of that while every watched case was read', async () => {
    renderPage();
    await waitFor(() => expect(items()).toHaveLength(4));
    expect(screen.queryByText(/nicht berücksichtigt/)).not.toBeInTheDocument();
  });

  it('exports the list as CSV for German Excel', async () => {
    const save = jest.spyOn(fileDownload, 'save').mockImplementation(() => undefined);
    const { user } = renderPage();
    await waitFor(() => expect(items()).toHaveLength(4));
    await user.click(screen.getByRole('button', { name: 'Als CSV exportieren' }));
    const [blob, name] = save.mock.calls[0]!;
    expect(name).toBe('meine-fristen.csv');
    // Decoded with the BOM kept (Blob.text() drops it): German Excel needs it to read UTF-8.
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await (blob as Blob).arrayBuffer());
    expect(
      text.startsWith('\uFEFFDatum;Uhrzeit;Art;Schuldner;Gericht;Aktenzeichen;Ort;Resttage;Quelle;Beobachtet über\r\n'),
    ).toBe(true);
    expect(text).toContain(
      '28.03.2026;09:30;Berichtstermin;Müller Bau GmbH;Amtsgericht Köln;71 IN 123/26;Saal 101;heute;',
    );
    save.mockRestore();
  });

  it('creates the calendar link (webcal and https, with copy buttons), explains the apps, and revokes it', async () => {
    restoreViewport = emulateViewportWidth(360);
    const { user } = renderPage();
    const panel = await screen.findByRole('region', { name: 'Kalender abonnieren' });
    expect(within(panel).getByText(/Outlook:/)).toBeInTheDocument();
    expect(within(panel).getByText(/Google Kalender:/)).toBeInTheDocument();
    expect(within(panel).getByText(/Apple Kalender:/)).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Kalender-Link erstellen' }));
    expect(await within(panel).findByRole('textbox', { name: 'webcal-Link' })).toHaveValue(
      'webcal://insolvenzmonitor.example/calendar/abc.ics',
    );
    expect(within(panel).getByRole('textbox', { name: 'https-Link' })).toHaveValue(
      'https://insolvenzmonitor.example/calendar/abc.ics',
    );
    expect(within(panel).getByRole('button', { name: 'webcal-Link kopieren' })).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Kalender-Link widerrufen' }));
    expect(await screen.findByText(/Kalender-Link widerrufen\. Abonnierte Kalender/)).toBeInTheDocument();
    await waitFor(() =>
      expect(within(panel).getByRole('button', { name: 'Kalender-Link erstellen' })).toBeInTheDocument(),
    );
    expect(within(panel).queryByRole('textbox', { name: 'webcal-Link' })).not.toBeInTheDocument();
  });

  it('says a link is active after a reload, without showing it', async () => {
    renderPage({ calendarLinkCreatedAt: '2026-03-01T09:00:00.000Z' });
    const panel = await screen.findByRole('region', { name: 'Kalender abonnieren' });
    expect(within(panel).getByText(/Ein Kalender-Link ist aktiv/)).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Neuen Kalender-Link erstellen' })).toBeInTheDocument();
  });

  it('saves the reminder setting and refuses an invalid one in German', async () => {
    const { user, settings } = renderPage();
    const field = await screen.findByRole('textbox', { name: 'Erinnerung … Tage vorher' });
    expect(field).toHaveValue('7, 1');
    await user.clear(field);
    await user.type(field, '7, 7');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText(/Bitte bis zu 5 verschiedene ganze Zahlen/)).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '14, 3');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Erinnerungen gespeichert')).toBeInTheDocument();
    expect(settings.reminderDays).toEqual([14, 3]);
    expect(parseReminderDays('')).toEqual([]);
    expect(parseReminderDays('100')).toBeNull();
  });

  it('tells a free user that the page is part of Pro, and asks the server nothing', () => {
    const { server } = renderPage({ plan: 'free' });
    expect(screen.getByText(/gehört zum Pro-Tarif/)).toBeInTheDocument();
    expect(server.requests.filter((r) => new URL(r.url).pathname.startsWith('/api/deadlines'))).toHaveLength(0);
  });
});
