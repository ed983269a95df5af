import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { fileDownload } from '../../../../lib/browser/download-file';
import { type FakeServer, installFakeServer, jsonResponse } from '../../../../test/fake-server';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { authenticatedStore, sessionUser } from '../../../../test/session-fixtures';
import { emulateViewportWidth } from '../../../../test/viewport';
import type { ClaimLetterDraft, ClaimLetterFormBody } from '../../api/claim-letter-api';
import { ClaimLetterCard } from './claim-letter-card';

const TARGET = { caseId: 42, administrator: 'Dr. Max Verwalter, Kanzlei Verwalter', claimsDeadline: '2027-01-15' };
const DRAFTS = '/api/insolvency/42/claim-letter/drafts';

const FORM: ClaimLetterFormBody = {
  creditor: {
    name: 'Erika Mustermann',
    company: 'Baustoffe Süd GmbH',
    street: 'Lindenstraße 5',
    postalCode: '50667',
    city: 'Köln',
    email: 'erika@example.de',
    phone: '',
  },
  claims: [
    { kind: 'hauptforderung', reason: 'Rechnung Nr. 4711', amount: '1.234,56', evidence: 'Rechnung' },
    { kind: 'zinsen', reason: 'Verzugszinsen', amount: '10,5', evidence: '' },
  ],
  reference: 'KD-1',
};

const draft = (overrides: Partial<ClaimLetterDraft> = {}): ClaimLetterDraft => ({
  id: '2b0c7f4e-8a3d-4f0e-9c51-6a1d2e3f4a5b',
  caseId: 42,
  form: FORM,
  createdAt: '2026-11-28T09:00:00.000Z',
  updatedAt: '2026-11-28T09:30:00.000Z',
  ...overrides,
});

function open(server: FakeServer) {
  const { user } = renderWithProviders(<ClaimLetterCard target={TARGET} />, {
    store: authenticatedStore(sessionUser({ firstName: 'Erika', lastName: 'Mustermann', email: 'erika@example.de' })),
  });
  return { server, user };
}

async function openDialog(server: FakeServer) {
  const opened = open(server);
  await opened.user.click(screen.getByRole('button', { name: 'Forderungsanmeldung vorbereiten' }));
  const dialog = await screen.findByRole('dialog', { name: 'Forderungsanmeldung vorbereiten' });
  return { ...opened, dialog };
}

const field = (dialog: HTMLElement, name: string | RegExp) => within(dialog).getByRole('textbox', { name });

/** Enters text at once (a paste): typing key by key re-renders the whole form each time and is slow under load. */
async function enter(user: ReturnType<typeof open>['user'], element: HTMLElement, text: string) {
  await user.click(element);
  await user.paste(text);
}

async function fillLetter(user: ReturnType<typeof open>['user'], dialog: HTMLElement) {
  await enter(user, field(dialog, 'Firma (optional)'), 'Baustoffe Süd GmbH');
  await enter(user, field(dialog, /^Straße und Hausnummer/), 'Lindenstraße 5');
  await enter(user, field(dialog, /^PLZ/), '50667');
  await enter(user, field(dialog, /^Ort/), 'Köln');
  const first = within(dialog).getByRole('group', { name: 'Forderung 1' });
  await enter(user, within(first).getByRole('textbox', { name: /^Grund/ }), 'Rechnung Nr. 4711');
  await enter(user, within(first).getByRole('textbox', { name: /^Betrag in EUR/ }), '1.234,56');
  await enter(user, within(first).getByRole('textbox', { name: /^Belege/ }), 'Rechnung');
  await user.click(within(dialog).getByRole('button', { name: 'Forderung hinzufügen' }));
  const second = within(dialog).getByRole('group', { name: 'Forderung 2' });
  expect(within(second).getByRole('combobox', { name: 'Art' })).toHaveValue('zinsen');
  await enter(user, within(second).getByRole('textbox', { name: /^Grund/ }), 'Verzugszinsen');
  await enter(user, within(second).getByRole('textbox', { name: /^Betrag in EUR/ }), '10,5');
  await enter(user, field(dialog, 'Unser Zeichen (optional)'), 'KD-1');
}

// Filling a whole letter form takes a few seconds; on a busy machine more than the default allows.
jest.setTimeout(30_000);

let save: jest.SpiedFunction<typeof fileDownload.save>;
beforeEach(() => {
  save = jest.spyOn(fileDownload, 'save').mockImplementation(() => undefined);
});
afterEach(() => save.mockRestore());

describe('claim letter (Forderungsanmeldung vorbereiten)', () => {
  it('prefills the creditor from the profile and downloads the letter as a PDF with the form as entered', async () => {
    const server = installFakeServer()
      .on('GET', DRAFTS, () => jsonResponse([]))
      .on(
        'POST',
        '/api/insolvency/42/claim-letter',
        () =>
          new Response(new Blob(['%PDF-1.7 …'], { type: 'application/pdf' }), {
            headers: {
              'Content-Type': 'application/pdf',
              'Content-Disposition': 'attachment; filename="Forderungsanmeldung-6-IN-149-26.pdf"',
            },
          }),
      );
    const { user, dialog } = await openDialog(server);
    expect(dialog).toHaveTextContent('An: Dr. Max Verwalter, Kanzlei Verwalter · Anmeldefrist: 15.01.2027');
    expect(dialog).toHaveTextContent('keine Rechtsberatung');
    expect(field(dialog, /^Name/)).toHaveValue('Erika Mustermann');
    expect(field(dialog, 'E-Mail (optional)')).toHaveValue('erika@example.de');

    await fillLetter(user, dialog);
    expect(dialog).toHaveTextContent('Summe: 1.245,06 €');
    await user.click(within(dialog).getByRole('button', { name: 'PDF herunterladen' }));

    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    const [blob, name] = save.mock.calls[0]!;
    expect(name).toBe('Forderungsanmeldung-6-IN-149-26.pdf');
    expect((blob as Blob).type).toBe('application/pdf');
    const request = server.requests.find((r) => r.method === 'POST')!;
    expect(request.headers.get('Authorization')).toBe('Bearer test.jwt.token');
    expect(await request.json()).toEqual(FORM);
    expect(await screen.findByText('Die Forderungsanmeldung wurde als PDF erstellt.')).toBeInTheDocument();
  });

  it('says in German what is missing or wrong before anything is sent, and focuses it', async () => {
    const server = installFakeServer().on('GET', DRAFTS, () => jsonResponse([]));
    const { user, dialog } = await openDialog(server);
    await user.clear(field(dialog, /^Name/));
    const first = within(dialog).getByRole('group', { name: 'Forderung 1' });
    await enter(user, within(first).getByRole('textbox', { name: /^Betrag in EUR/ }), '12,345');
    await user.click(within(dialog).getByRole('button', { name: 'PDF herunterladen' }));

    expect(field(dialog, /^Name/)).toHaveFocus();
    for (const message of [
      'Bitte geben Sie Ihren Namen ein.',
      'Bitte geben Sie Straße und Hausnummer ein.',
      'Bitte geben Sie die Postleitzahl ein.',
      'Bitte geben Sie den Ort ein.',
      'Bitte geben Sie den Grund der Forderung an.',
      'Der Betrag darf höchstens zwei Nachkommastellen haben.',
    ]) {
      expect(within(dialog).getByText(message)).toBeInTheDocument();
    }
    await user.clear(within(first).getByRole('textbox', { name: /^Betrag in EUR/ }));
    await enter(user, within(first).getByRole('textbox', { name: /^Betrag in EUR/ }), '0');
    expect(within(dialog).getByText('Der Betrag muss größer als 0 sein.')).toBeInTheDocument();
    expect(server.requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('shows the server’s German field messages when it refuses the letter', async () => {
    const server = installFakeServer()
      .on('GET', DRAFTS, () => jsonResponse([]))
      .on('POST', '/api/insolvency/42/claim-letter', () =>
        jsonResponse(
          {
            message: 'Die Postleitzahl darf nur Ziffern, Buchstaben, Leerzeichen und Bindestriche enthalten.',
            errors: [{ field: 'creditor.city', messages: ['Höchstens 200 Zeichen.'] }],
          },
          { status: 400 },
        ),
      );
    const { user, dialog } = await openDialog(server);
    await fillLetter(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'PDF herunterladen' }));
    expect(await within(dialog).findByText('Höchstens 200 Zeichen.')).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Die Postleitzahl darf nur Ziffern');
    expect(save).not.toHaveBeenCalled();
  });

  it('saves an incomplete form as a draft, overwrites it, loads a saved draft and deletes it', async () => {
    let stored: ClaimLetterDraft[] = [draft()];
    const bodies: ClaimLetterFormBody[] = [];
    const server = installFakeServer()
      .on('GET', DRAFTS, () => jsonResponse(stored))
      .on('POST', DRAFTS, async (request) => {
        bodies.push(await request.json());
        const saved = draft({ id: '9d2e1c3b-0000-4000-8000-000000000001', form: bodies.at(-1)! });
        stored = [saved, ...stored];
        return jsonResponse(saved, { status: 201 });
      })
      .on('PUT', `${DRAFTS}/:id`, async (request, { params }) => {
        const saved = draft({ id: params.id, form: await request.json(), updatedAt: '2026-11-28T10:00:00.000Z' });
        stored = stored.map((d) => (d.id === params.id ? saved : d));
        return jsonResponse(saved);
      })
      .on('DELETE', `${DRAFTS}/:id`, (_request, { params }) => {
        stored = stored.filter((d) => d.id !== params.id);
        return jsonResponse({ message: 'Entwurf gelöscht' });
      });
    const { user, dialog } = await openDialog(server);
    const drafts = await within(dialog).findByRole('region', { name: 'Gespeicherte Entwürfe' });
    expect(drafts).toHaveTextContent('Entwurf vom 28.11.2026, 10:30');
    expect(drafts).toHaveTextContent('2 Forderungen · 1.245,06 € · KD-1');

    // A draft may be incomplete: only the name is there.
    await user.click(within(dialog).getByRole('button', { name: 'Als Entwurf speichern' }));
    expect(await screen.findByText('Entwurf gespeichert')).toBeInTheDocument();
    expect(bodies[0]!.creditor).toMatchObject({ name: 'Erika Mustermann', street: '' });
    // Saved again: the same draft is overwritten.
    await enter(user, field(dialog, /^Ort/), 'Köln');
    await user.click(within(dialog).getByRole('button', { name: 'Als Entwurf speichern' }));
    await waitFor(() => expect(server.requests.some((r) => r.method === 'PUT')).toBe(true));
    expect(new URL(server.requests.find((r) => r.method === 'PUT')!.url).pathname).toBe(
      `${DRAFTS}/9d2e1c3b-0000-4000-8000-000000000001`,
    );

    await user.click(within(drafts).getByRole('button', { name: 'Entwurf vom 28.11.2026, 10:30 laden' }));
    expect(field(dialog, 'Firma (optional)')).toHaveValue('Baustoffe Süd GmbH');
    expect(
      within(within(dialog).getByRole('group', { name: 'Forderung 2' })).getByRole('combobox', { name: 'Art' }),
    ).toHaveValue('zinsen');
    expect(dialog).toHaveTextContent('Summe: 1.245,06 €');

    await user.click(within(drafts).getByRole('button', { name: 'Entwurf vom 28.11.2026, 10:30 löschen' }));
    expect(await screen.findByText('Entwurf gelöscht')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(dialog).queryByRole('button', { name: 'Entwurf vom 28.11.2026, 10:30 laden' }),
      ).not.toBeInTheDocument(),
    );
  });

  it('fills the whole screen on a phone, with every action reachable', async () => {
    const restore = emulateViewportWidth(360);
    try {
      const server = installFakeServer().on('GET', DRAFTS, () => jsonResponse([]));
      const { dialog } = await openDialog(server);
      expect(dialog.className).toContain('MuiDialog-paperFullScreen');
      for (const name of ['Schließen', 'Als Entwurf speichern', 'PDF herunterladen', 'Forderung hinzufügen']) {
        expect(within(dialog).getByRole('button', { name })).toBeEnabled();
      }
    } finally {
      restore();
    }
  });
});
