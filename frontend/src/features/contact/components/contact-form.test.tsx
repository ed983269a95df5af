import { jest } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { installFakeServer, jsonResponse } from '../../../test/fake-server';
import { field } from '../../../test/form-queries';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ContactForm } from './contact-form';

const privacyCheckbox = () => screen.getByRole('checkbox', { name: /Datenschutzerklärung/ });
const inquirySelect = () => screen.getByRole('combobox', { name: 'Art der Anfrage (optional)' });

/**
 * Enters a whole value at once, as pasting or autofill does: typing it key by key re-renders the form once per
 * character, which made these tests slow enough to time out on a loaded machine. Typing is tested above.
 */
async function enter(user: UserEvent, label: string, value: string) {
  await user.click(field(label));
  await user.paste(value);
}

async function fillValid(user: UserEvent, { inquiryType = 'support' } = {}) {
  await enter(user, 'Name', 'Erika Mustermann');
  await enter(user, 'E-Mail-Adresse', 'erika@example.de');
  await enter(user, 'Betreff', 'Frage zum Export');
  if (inquiryType) await user.selectOptions(inquirySelect(), inquiryType);
  await enter(user, 'Nachricht', 'Wie exportiere ich Ergebnisse als CSV?');
  await user.click(privacyCheckbox());
}

const send = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Nachricht senden' }));

describe('ContactForm', () => {
  describe('validation', () => {
    it('requires name, e-mail, subject, message and the privacy agreement', async () => {
      const server = installFakeServer();
      const { user } = renderWithProviders(<ContactForm />);
      await send(user);
      for (const message of [
        'Name ist erforderlich',
        'E-Mail-Adresse ist erforderlich',
        'Betreff ist erforderlich',
        'Nachricht ist erforderlich',
        'Sie müssen der Datenschutzerklärung zustimmen',
      ]) {
        expect(screen.getByText(message)).toBeInTheDocument();
      }
      expect(field('Name')).toHaveFocus();
      expect(server.requests).toHaveLength(0);
    });

    it('checks minimum lengths and the e-mail pattern', async () => {
      const server = installFakeServer();
      const { user } = renderWithProviders(<ContactForm />);
      await user.type(field('Name'), 'E');
      await user.type(field('E-Mail-Adresse'), 'erika@');
      await user.type(field('Betreff'), 'Hi');
      await user.type(field('Nachricht'), 'Zu kurz');
      await send(user);
      for (const message of [
        'Name muss mindestens 2 Zeichen lang sein',
        'Ungültige E-Mail-Adresse',
        'Betreff muss mindestens 3 Zeichen lang sein',
        'Nachricht muss mindestens 10 Zeichen lang sein',
        'Sie müssen der Datenschutzerklärung zustimmen',
      ]) {
        expect(screen.getByText(message)).toBeInTheDocument();
      }
      expect(server.requests).toHaveLength(0);
    });
  });

  it('offers the six inquiry types with German labels, none chosen by default', () => {
    renderWithProviders(<ContactForm />);
    const options = Array.from((inquirySelect() as HTMLSelectElement).options).map((o) => [o.value, o.textContent]);
    expect(options).toEqual([
      ['', 'Bitte wählen'],
      ['general', 'Allgemeine Anfrage'],
      ['support', 'Technischer Support'],
      ['billing', 'Abrechnung'],
      ['data', 'Datenfragen'],
      ['enterprise', 'Enterprise'],
      ['feedback', 'Feedback'],
    ]);
    expect(inquirySelect()).toHaveValue('');
  });

  it('sends the message, confirms it and empties the form', async () => {
    const server = installFakeServer().on('POST', '/api/contact', () => jsonResponse({ id: 'c-1' }, { status: 201 }));
    const { user } = renderWithProviders(<ContactForm />);
    await fillValid(user);
    await send(user);

    expect(await screen.findByText('Ihre Nachricht wurde erfolgreich versendet!')).toBeInTheDocument();
    expect(await server.requests[0].json()).toEqual({
      name: 'Erika Mustermann',
      email: 'erika@example.de',
      subject: 'Frage zum Export',
      inquiryType: 'support',
      message: 'Wie exportiere ich Ergebnisse als CSV?',
      privacyAgreed: true,
      website: '',
    });
    for (const label of ['Name', 'E-Mail-Adresse', 'Betreff', 'Nachricht']) expect(field(label)).toHaveValue('');
    expect(inquirySelect()).toHaveValue('');
    expect(privacyCheckbox()).not.toBeChecked();
    // A fresh form shows no errors although its fields are empty again.
    expect(screen.queryByText('Name ist erforderlich')).not.toBeInTheDocument();
  });

  it('leaves the inquiry type out when none was chosen', async () => {
    const server = installFakeServer().on('POST', '/api/contact', () => jsonResponse({}));
    const { user } = renderWithProviders(<ContactForm />);
    await fillValid(user, { inquiryType: '' });
    await send(user);
    await screen.findByText('Ihre Nachricht wurde erfolgreich versendet!');
    expect(await server.requests[0].json()).not.toHaveProperty('inquiryType');
  });

  it('shows the failure text and keeps the input when sending fails', async () => {
    installFakeServer().on('POST', '/api/contact', () => jsonResponse({ error: 'Kaputt' }, { status: 500 }));
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderWithProviders(<ContactForm />);
    await fillValid(user);
    await send(user);

    expect(
      await screen.findByText('Fehler beim Versenden der Nachricht. Bitte versuchen Sie es später erneut.'),
    ).toBeInTheDocument();
    expect(field('Name')).toHaveValue('Erika Mustermann');
    expect(consoleError).toHaveBeenCalled();
    consoleError.mockRestore();
  });

  describe('honeypot', () => {
    const honeypot = (container: HTMLElement) => container.querySelector<HTMLInputElement>('input[name="website"]');

    it('is a labelled text field hidden from people, assistive technology and the tab order', () => {
      const { container } = renderWithProviders(<ContactForm />);
      const input = honeypot(container);
      expect(input).not.toBeNull();
      expect(input).toHaveAttribute('tabindex', '-1');
      expect(input).toHaveAttribute('autocomplete', 'off');
      expect(input?.closest('[aria-hidden="true"]')).not.toBeNull();
      expect(input?.labels?.[0]).toHaveTextContent('Website (bitte leer lassen)');
      expect(screen.queryByRole('textbox', { name: /Website/ })).not.toBeInTheDocument();
    });

    it('sends what a bot typed into it, so the server can drop the message', async () => {
      const server = installFakeServer().on('POST', '/api/contact', () => jsonResponse({}));
      const { user, container } = renderWithProviders(<ContactForm />);
      await fillValid(user);
      fireEvent.change(honeypot(container) as HTMLInputElement, { target: { value: 'https://spam.example' } });
      await send(user);
      await screen.findByText('Ihre Nachricht wurde erfolgreich versendet!');
      expect(await server.requests[0].json()).toMatchObject({ website: 'https://spam.example' });
    });
  });
});
