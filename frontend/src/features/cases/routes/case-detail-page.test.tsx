import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { fileDownload } from '../../../lib/browser/download-file';
import { insolvencyCase } from '../../../lib/insolvency/insolvency-case.test-kit';
import { installFakeServer, jsonResponse, pendingResponse } from '../../../test/fake-server';
import { renderWithProviders } from '../../../test/render-with-providers';
import { authenticatedStore, problem } from '../../../test/session-fixtures';
import type { CaseDetail } from '../api/case-api';
import CaseDetailPage from './case-detail-page';

function detail(overrides: Partial<CaseDetail> = {}): CaseDetail {
  return {
    ...insolvencyCase({ id: 42, updatedAt: '2026-11-20T09:15:00.000Z' }),
    debtorKind: 'company',
    firstPublicationDate: '2026-10-02',
    description: 'Beschluss vom 17.11.2026:\nDas Verfahren wird eröffnet.\nForderungen bis 31.12.2026 anmelden.',
    notices: [
      {
        publicationDate: '2026-11-18',
        publicationType: 'eroeffnung',
        decisionDate: '2026-11-17',
        status: 'Verfahren eröffnet',
        administrator: 'Dr. Max Verwalter',
        text: 'Über das Vermögen wird das Insolvenzverfahren eröffnet. '.repeat(10),
        recordedAt: '2026-11-18T08:31:00.000Z',
      },
      {
        publicationDate: '2026-10-02',
        publicationType: 'sicherungsmassnahmen',
        decisionDate: '2026-10-01',
        status: 'Antrag gestellt',
        administrator: null,
        text: 'Vorläufige Verwaltung angeordnet.',
        recordedAt: '2026-10-02T08:31:00.000Z',
      },
    ],
    ...overrides,
  };
}

function renderCase(id: string, answer: () => Response | Promise<Response>) {
  const server = installFakeServer().on('GET', '/api/insolvency/:id', answer);
  const { user } = renderWithProviders(
    <Routes>
      <Route path="/case/:id" element={<CaseDetailPage />} />
    </Routes>,
    { route: `/case/${id}`, store: authenticatedStore() },
  );
  return Object.assign(server, { user });
}

const fact = (label: string) => {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling as HTMLElement;
};

let consoleError: jest.SpiedFunction<typeof console.error>;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

describe('CaseDetailPage', () => {
  it('shows a skeleton while the case loads', () => {
    renderCase('42', () => pendingResponse());
    expect(screen.getByRole('status', { name: 'Fall wird geladen' })).toBeInTheDocument();
  });

  it('shows every field of the case', async () => {
    const server = renderCase('42', () => jsonResponse(detail()));
    expect(await screen.findByRole('heading', { level: 1, name: 'Muster Bau GmbH' })).toBeInTheDocument();
    expect(new URL(server.requests[0].url).pathname).toBe('/api/insolvency/42');

    expect(screen.getAllByText('Verfahren eröffnet')[0]).toBeInTheDocument();
    expect(fact('Aktenzeichen')).toHaveTextContent('1502 IN 123/26');
    expect(fact('Gericht')).toHaveTextContent('Amtsgericht München');
    expect(fact('Adresse')).toHaveTextContent('Hauptstraße 1, 80331 München');
    expect(fact('Ort')).toHaveTextContent('München');
    expect(fact('Veröffentlichungsdatum')).toHaveTextContent('18.11.2026');
    expect(fact('Verfahrensart')).toHaveTextContent('Regelinsolvenzverfahren');
    expect(fact('Bundesland')).toHaveTextContent('Bayern');
    expect(fact('Insolvenzverwalter')).toHaveTextContent('Dr. Max Verwalter, Kanzlei Verwalter, München');
  });

  it('shows the case\'s deadlines as "Fristen und Termine"', async () => {
    const deadline = {
      id: '2027-01-15-anmeldefrist',
      kind: 'anmeldefrist',
      label: 'Anmeldefrist',
      date: '2027-01-15',
      time: null,
      place: null,
      sentence: 'Insolvenzforderungen sind bis zum 15.01.2027 anzumelden.',
      relative: null,
      announcedOn: '2026-11-18',
    };
    renderCase('42', () => jsonResponse(detail({ deadlines: [deadline] })));
    const region = await screen.findByRole('region', { name: 'Fristen und Termine' });
    expect(region).toHaveTextContent('Anmeldefrist15.01.2027');
  });

  it("shows the debtor's file: the linked proceedings with reasons and the combined timeline", async () => {
    const notice = (caseId: number, court: string, caseNumber: string, publicationDate: string, type: string) => ({
      caseId,
      court,
      caseNumber,
      publicationDate,
      publicationType: type,
      decisionDate: null,
      status: null,
      administrator: null,
      preview: `Bekanntmachung ${caseNumber}`,
      text: `Bekanntmachung ${caseNumber} vom ${publicationDate}`,
      recordedAt: null,
    });
    renderCase('42', () =>
      jsonResponse(
        detail({
          file: {
            cases: [
              {
                id: 42,
                court: 'Amtsgericht München',
                caseNumber: '1502 IN 123/26',
                companyName: 'Muster Bau GmbH',
                current: true,
                reason: null,
              },
              {
                id: 7,
                court: 'Amtsgericht Bonn',
                caseNumber: '12 IN 3/26',
                companyName: 'Alt Bau GmbH',
                current: false,
                reason: 'verwiesen von AG Bonn, 12 IN 3/26',
              },
            ],
            timeline: [
              notice(42, 'Amtsgericht München', '1502 IN 123/26', '2026-11-18', 'eroeffnung'),
              notice(7, 'Amtsgericht Bonn', '12 IN 3/26', '2026-09-01', 'sicherungsmassnahmen'),
            ],
          },
        }),
      ),
    );
    const file = await screen.findByRole('region', { name: 'Akte des Schuldners: 2 Verfahren' });
    expect(within(file).getByText(/Amtsgericht München, 1502 IN 123\/26 \(dieses Verfahren\)/)).toBeInTheDocument();
    expect(within(file).getByRole('link', { name: 'Amtsgericht Bonn, 12 IN 3/26' })).toHaveAttribute('href', '/case/7');
    expect(within(file).getByText('Alt Bau GmbH · verwiesen von AG Bonn, 12 IN 3/26')).toBeInTheDocument();
    const timeline = screen.getByRole('region', { name: 'Bekanntmachungen aller Verfahren (2)' });
    const entries = within(timeline).getAllByRole('listitem');
    expect(entries[0]).toHaveTextContent('Amtsgericht München, 1502 IN 123/26');
    expect(entries[1]).toHaveTextContent('01.09.2026');
    expect(entries[1]).toHaveTextContent('Amtsgericht Bonn, 12 IN 3/26');
  });

  it('offers "Forderungsanmeldung vorbereiten" for a case with an administrator only (issue #32 item 5)', async () => {
    const administrator = {
      role: 'insolvenzverwalter',
      name: 'Dr. Max Verwalter',
      firm: 'Kanzlei Verwalter',
      street: 'Ring 1',
      postalCode: '80331',
      city: 'München',
      phone: null,
      email: null,
    };
    const facts = { legalForm: 'GmbH', register: null, claimsDeadline: '2027-01-15', hearings: [], administrator };
    const server = renderCase('42', () => jsonResponse(detail({ facts })));
    server.on('GET', '/api/insolvency/42/claim-letter/drafts', () => jsonResponse([]));
    const section = await screen.findByRole('region', { name: 'Forderung anmelden' });
    await server.user.click(within(section).getByRole('button', { name: 'Forderungsanmeldung vorbereiten' }));
    const dialog = await screen.findByRole('dialog', { name: 'Forderungsanmeldung vorbereiten' });
    expect(dialog).toHaveTextContent('An: Dr. Max Verwalter, Kanzlei Verwalter · Anmeldefrist: 15.01.2027');
  });

  it('offers no claim letter without an administrator', async () => {
    renderCase('42', () => jsonResponse(detail()));
    await screen.findByRole('heading', { level: 1, name: 'Muster Bau GmbH' });
    expect(screen.queryByRole('button', { name: 'Forderungsanmeldung vorbereiten' })).not.toBeInTheDocument();
  });

  it('shows no deadline list for a case without deadlines', async () => {
    renderCase('42', () => jsonResponse(detail()));
    await screen.findByRole('heading', { level: 1, name: 'Muster Bau GmbH' });
    expect(screen.queryByRole('region', { name: 'Fristen und Termine' })).not.toBeInTheDocument();
  });

  it('shows when the service detected the notice beside its publication date (Berlin time)', async () => {
    renderCase('42', () => jsonResponse(detail({ publicationDate: '2026-11-18', detectedAt: '2026-11-18T09:42:17Z' })));
    await screen.findByRole('heading', { level: 1, name: 'Muster Bau GmbH' });
    expect(fact('Veröffentlichungsdatum')).toHaveTextContent('18.11.2026 · erkannt 10:42 Uhr');
  });

  it('keeps the line breaks of the description', async () => {
    renderCase('42', () => jsonResponse(detail()));
    const description = await screen.findByRole('region', { name: 'Beschreibung' });
    const text = within(description).getByText(/Das Verfahren wird eröffnet/);
    expect(text.textContent).toBe(
      'Beschluss vom 17.11.2026:\nDas Verfahren wird eröffnet.\nForderungen bis 31.12.2026 anmelden.',
    );
    expect(text).toHaveStyle({ whiteSpace: 'pre-line' });
  });

  it('falls back to defaults and leaves out administrator and description when missing', async () => {
    renderCase('42', () =>
      jsonResponse(
        detail({
          procedureType: null,
          state: null,
          administrator: null,
          description: null,
          publicationDate: null,
          address: 'Marktplatz 3 Erfurt',
          updatedAt: null,
        }),
      ),
    );
    await screen.findByRole('heading', { level: 1, name: 'Muster Bau GmbH' });
    expect(fact('Verfahrensart')).toHaveTextContent('Nicht angegeben');
    expect(fact('Bundesland')).toHaveTextContent('Nicht angegeben');
    expect(fact('Veröffentlichungsdatum')).toHaveTextContent('Nicht verfügbar');
    expect(fact('Ort')).toHaveTextContent('Erfurt');
    expect(screen.queryByText('Insolvenzverwalter')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Beschreibung' })).not.toBeInTheDocument();
    expect(screen.queryByText('Zuletzt aktualisiert')).not.toBeInTheDocument();
  });

  it('opens a web search for the company in a new tab', async () => {
    renderCase('42', () => jsonResponse(detail()));
    const button = await screen.findByRole('link', {
      name: 'Im Web suchen: „Muster Bau GmbH Insolvenz“ (öffnet in neuem Tab)',
    });
    expect(button).toHaveAttribute('target', '_blank');
    expect(button.getAttribute('rel')).toContain('noopener');
    const url = new URL(button.getAttribute('href')!);
    expect(url.searchParams.get('q')).toBe('Muster Bau GmbH Insolvenz');
  });

  it('has a back link and the further-info card with links to search and notifications', async () => {
    renderCase('42', () => jsonResponse(detail()));
    expect(await screen.findByRole('link', { name: 'Zurück zur Übersicht' })).toHaveAttribute('href', '/');
    const info = screen.getByRole('region', { name: 'Weitere Informationen' });
    expect(within(info).getByText('Fall-ID').nextElementSibling).toHaveTextContent('42');
    expect(within(info).getByText('Hinzugefügt am').nextElementSibling).toHaveTextContent('18.11.2026');
    expect(within(info).getByText('Zuletzt aktualisiert').nextElementSibling).toHaveTextContent('20.11.2026');
    expect(within(info).getByRole('link', { name: 'Weitere Verfahren suchen' })).toHaveAttribute('href', '/search');
    expect(within(info).getByRole('link', { name: 'Benachrichtigung einrichten' })).toHaveAttribute(
      'href',
      '/notifications',
    );
  });

  it('shows the notice timeline with date, type and a short text that unfolds', async () => {
    const { user } = renderCase('42', () => jsonResponse(detail({ description: null })));
    const timeline = await screen.findByRole('region', { name: 'Bekanntmachungen (2)' });
    const items = within(timeline).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByRole('heading', { level: 3 })).toHaveTextContent(
      '18.11.2026 · Eröffnung des Verfahrens',
    );
    expect(within(items[1]).getByRole('heading', { level: 3 })).toHaveTextContent('02.10.2026 · Sicherungsmaßnahmen');
    expect(items[1]).toHaveTextContent('Vorläufige Verwaltung angeordnet.');

    const more = within(items[0]).getByRole('button', { name: 'Vollständigen Text anzeigen' });
    expect(items[0].textContent).toContain('…');
    await user.click(more);
    expect(within(items[0]).getByRole('button', { name: 'Weniger anzeigen' })).toHaveAttribute('aria-expanded', 'true');
    expect(items[0].textContent).not.toContain('…');
  });

  it('reads like a file: the decisive sentence as preview, the type once, the newest text only in the description', async () => {
    const { user } = renderCase('42', () =>
      jsonResponse(
        detail({
          notices: [
            {
              ...detail().notices![0],
              preview: '… wird heute das Insolvenzverfahren eröffnet.',
              text: 'Amtsgericht München, Aktenzeichen 1502 IN 123/26 … wird heute das Insolvenzverfahren eröffnet.',
            },
            {
              ...detail().notices![1],
              preview: '… wird die vorläufige Verwaltung angeordnet.',
              text: 'Amtsgericht München, Aktenzeichen 1502 IN 123/26 In dem Verfahren … wird die vorläufige Verwaltung angeordnet.',
            },
          ],
        }),
      ),
    );
    const timeline = await screen.findByRole('region', { name: 'Bekanntmachungen (2)' });
    const items = within(timeline).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('… wird heute das Insolvenzverfahren eröffnet.');
    expect(items[0]).not.toHaveTextContent('Aktenzeichen');
    expect(within(items[0]).getByRole('link', { name: 'Volltext unter „Beschreibung“' })).toHaveAttribute(
      'href',
      '#case-description',
    );
    expect(within(items[0]).queryByRole('button')).not.toBeInTheDocument();
    expect(items[1]).toHaveTextContent('… wird die vorläufige Verwaltung angeordnet.');
    expect(items[1]).not.toHaveTextContent('Aktenzeichen');
    await user.click(within(items[1]).getByRole('button', { name: 'Vollständigen Text anzeigen' }));
    expect(items[1]).toHaveTextContent('Aktenzeichen 1502 IN 123/26 In dem Verfahren');
    // Each entry names its type once; the status only where it changed.
    expect(within(timeline).getAllByText('Verfahren eröffnet')).toHaveLength(1);
    expect(within(timeline).getAllByText('Antrag gestellt')).toHaveLength(1);
  });

  it('shows register, legal form, Anmeldefrist, first publication and the administrator with contact links', async () => {
    renderCase('42', () =>
      jsonResponse(
        detail({
          facts: {
            legalForm: 'GmbH',
            register: { court: 'Amtsgericht München', type: 'HRB', number: '12345' },
            claimsDeadline: '2027-01-15',
            hearings: [],
            administrator: {
              role: 'sachwalter',
              name: 'Rechtsanwalt Dr. Max Verwalter',
              firm: 'Kanzlei Verwalter',
              street: 'Lahnstraße 1',
              postalCode: '35398',
              city: 'Gießen',
              phone: '0641/982 92-18',
              email: 'giessen@kanzlei.example',
            },
          },
        }),
      ),
    );
    await screen.findByRole('heading', { level: 1, name: 'Muster Bau GmbH' });
    expect(fact('Rechtsform')).toHaveTextContent('GmbH');
    expect(fact('Registereintrag')).toHaveTextContent('HRB 12345, Amtsgericht München');
    expect(fact('Anmeldefrist')).toHaveTextContent('bis 15.01.2027');
    expect(fact('Erste Bekanntmachung')).toHaveTextContent('02.10.2026');
    const administrator = fact('Sachwalter');
    expect(administrator).toHaveTextContent('Rechtsanwalt Dr. Max Verwalter');
    expect(administrator).toHaveTextContent('Lahnstraße 1');
    expect(administrator).toHaveTextContent('35398 Gießen');
    expect(within(administrator).getByRole('link', { name: '0641/982 92-18' })).toHaveAttribute(
      'href',
      'tel:06419829218',
    );
    expect(within(administrator).getByRole('link', { name: 'giessen@kanzlei.example' })).toHaveAttribute(
      'href',
      'mailto:giessen@kanzlei.example',
    );
    expect(screen.queryByText('Insolvenzverwalter', { selector: 'dt' })).not.toBeInTheDocument();
  });

  it('lists the hearings and exports one or all of them as an iCalendar file', async () => {
    const save = jest.spyOn(fileDownload, 'save').mockImplementation(() => undefined);
    const hearing = (id: string, label: string, date: string, time: string | null, place: string | null) => ({
      id,
      kind: id.replace(/^.*-/, ''),
      label,
      date,
      time,
      place,
      announcedOn: '2026-11-18',
    });
    const server = renderCase('42', () =>
      jsonResponse(
        detail({
          facts: {
            legalForm: null,
            register: null,
            claimsDeadline: null,
            administrator: null,
            hearings: [
              hearing(
                '2027-02-15T09:30-berichtstermin',
                'Berichtstermin',
                '2027-02-15',
                '09:30',
                'Saal 406, 35390 Gießen',
              ),
              hearing('2027-03-01-pruefungstermin', 'Prüfungstermin', '2027-03-01', null, null),
            ],
          },
        }),
      ),
    );
    server.on(
      'GET',
      '/api/insolvency/:id/hearings.ics',
      () =>
        new Response('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n', {
          headers: { 'Content-Type': 'text/calendar; charset=utf-8' },
        }),
    );
    const section = await screen.findByRole('region', { name: 'Termine' });
    const items = within(section).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Berichtstermin');
    expect(items[0]).toHaveTextContent('Montag, 15.02.2027, 09:30 Uhr');
    expect(items[0]).toHaveTextContent('Saal 406, 35390 Gießen');
    expect(items[1]).toHaveTextContent('Montag, 01.03.2027');

    await server.user.click(
      within(section).getByRole('button', { name: 'Berichtstermin am 15.02.2027 in Kalender übernehmen' }),
    );
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    const one = new URL(server.requests.at(-1)!.url);
    expect(one.pathname).toBe('/api/insolvency/42/hearings.ics');
    expect(one.searchParams.get('hearing')).toBe('2027-02-15T09:30-berichtstermin');
    expect(save.mock.calls[0][1]).toMatch(/\.ics$/);

    // Both buttons wait while a file is fetched; the file is saved a render before they are enabled again.
    const all = within(section).getByRole('button', { name: 'Alle Termine in Kalender übernehmen' });
    await waitFor(() => expect(all).toBeEnabled());
    await server.user.click(all);
    await waitFor(() => expect(save).toHaveBeenCalledTimes(2));
    expect(new URL(server.requests.at(-1)!.url).searchParams.has('hearing')).toBe(false);
    save.mockRestore();
  });

  it('links to the official portal with what to search for, and says only its publication is authoritative', async () => {
    renderCase('42', () =>
      jsonResponse(
        detail({
          portal: {
            searchUrl: 'https://neu.insolvenzbekanntmachungen.de/ap/suche.jsf',
            court: 'Amtsgericht München',
            caseNumber: '1502 IN 123/26',
            note: 'Das Portal bietet keinen direkten Link auf einzelne Bekanntmachungen. Wählen Sie in der Suche das Insolvenzgericht „München“ und geben Sie das Aktenzeichen „1502 IN 123/26“ ein.',
          },
        }),
      ),
    );
    const portal = await screen.findByRole('region', { name: 'Amtliche Veröffentlichung' });
    const link = within(portal).getByRole('link', { name: 'Im amtlichen Portal suchen (öffnet in neuem Tab)' });
    expect(link).toHaveAttribute('href', 'https://neu.insolvenzbekanntmachungen.de/ap/suche.jsf');
    expect(link).toHaveAttribute('target', '_blank');
    expect(portal).toHaveTextContent('Aktenzeichen „1502 IN 123/26“');
    expect(
      screen.getByText(/Rechtlich maßgeblich ist allein die Veröffentlichung im amtlichen Portal/),
    ).toBeInTheDocument();
  });

  it('offers no web search for a natural person', async () => {
    renderCase('42', () => jsonResponse(detail({ companyName: 'Schmidt, Erika', debtorKind: 'person' })));
    await screen.findByRole('heading', { level: 1, name: 'Schmidt, Erika' });
    expect(screen.queryByRole('link', { name: /Im Web suchen/ })).not.toBeInTheDocument();
  });

  it('names the later stages of a case and shows the status of the latest stage-changing notice', async () => {
    const later = (publicationDate: string, publicationType: string, status: string) => ({
      publicationDate,
      publicationType,
      decisionDate: null,
      status,
      administrator: null,
      text: 'Beschluss.',
      recordedAt: `${publicationDate}T08:31:00.000Z`,
    });
    renderCase('42', () =>
      jsonResponse(
        detail({
          status: 'Masseunzulänglichkeit angezeigt',
          notices: [
            later('2026-11-30', 'pruefungstermin', 'Masseunzulänglichkeit angezeigt'),
            later('2026-11-25', 'masseunzulaenglichkeit', 'Masseunzulänglichkeit angezeigt'),
            later('2026-11-18', 'eigenverwaltung', 'Verfahren in Eigenverwaltung eröffnet'),
            later('2026-10-02', 'schutzschirmverfahren', 'Schutzschirmverfahren angeordnet'),
          ],
        }),
      ),
    );
    const timeline = await screen.findByRole('region', { name: 'Bekanntmachungen (4)' });
    expect(
      within(timeline)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      '30.11.2026 · Prüfungstermin',
      '25.11.2026 · Anzeige der Masseunzulänglichkeit',
      '18.11.2026 · Eröffnung in Eigenverwaltung',
      '02.10.2026 · Schutzschirmverfahren',
    ]);
    const badges = screen.getAllByText('Masseunzulänglichkeit angezeigt');
    expect(badges[0].closest('[data-tone]')).toHaveAttribute('data-tone', 'critical');
    expect(within(timeline).getByText('Schutzschirmverfahren angeordnet').closest('[data-tone]')).toHaveAttribute(
      'data-tone',
      'warning',
    );
  });

  it.each([
    ['a missing case (404)', () => problem(404, 'Fall nicht gefunden')],
    ['a server error', () => problem(500, 'Interner Fehler')],
  ])('shows "Fall nicht gefunden" for %s', async (_name, answer) => {
    renderCase('99', answer);
    expect(await screen.findByRole('heading', { level: 1, name: 'Fall nicht gefunden' })).toBeInTheDocument();
    expect(screen.getByText('Der angeforderte Insolvenzfall konnte nicht gefunden werden.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zurück zur Suche' })).toHaveAttribute('href', '/search');
  });

  it('does not ask the server for an id that cannot exist', async () => {
    const server = renderCase('abc', () => jsonResponse(detail()));
    expect(await screen.findByRole('heading', { level: 1, name: 'Fall nicht gefunden' })).toBeInTheDocument();
    expect(server.requests).toHaveLength(0);
  });
});
