import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { ADMIN } from '../support/journey-app.js';
import type { Journeys } from '../support/journey-fixture.js';
import { expectToast, logIn, waitForContent } from '../support/journey-steps.js';

const VISITOR = { name: 'Karla Kontakt', email: 'karla.kontakt@journey.example.de' };
const SUBJECT = 'Frage zur Datenaktualität';
const MESSAGE =
  'Guten Tag,\nwie oft werden die Bekanntmachungen aus dem Portal übernommen?\nIch brauche das für unser ' +
  'Kreditrisiko-Team, das jeden Morgen die neuen Verfahren prüft.\nVielen Dank und freundliche Grüße\nKarla Kontakt';
const REPLY = 'Guten Tag Frau Kontakt,\nwir übernehmen die Bekanntmachungen viermal täglich.\nIhr Support-Team';

/** The mails the app wrote to DATA_DIR/outbox (no SMTP_URL: every mail becomes an .eml file). */
async function outbox(dataDir: string): Promise<ParsedMail[]> {
  const dir = join(dataDir, 'outbox');
  const files = (await readdir(dir).catch(() => [])).filter((file) => file.endsWith('.eml'));
  return Promise.all(files.map(async (file) => simpleParser(await readFile(join(dir, file)))));
}

function recipients(mail: ParsedMail): string[] {
  const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
  return to.flatMap((group) => group.value.map((address) => address.address ?? ''));
}

/** A visitor writes through /contact; the admin reads, answers and deletes it, then runs a cleanup. */
export const contactAndAdminJourneys = (journeys: Journeys) =>
  describe('journey: contact message and admin', () => {
    it('a visitor sends a message through the contact form', async () => {
      const journey = await journeys.open({ journey: 'contact-visitor' });
      const { page } = journey;
      await page.goto('/contact');
      const form = page.getByRole('form', { name: 'Kontaktformular' });
      await form.getByLabel('Name').fill(VISITOR.name);
      await form.getByLabel('E-Mail-Adresse').fill(VISITOR.email);
      await form.getByLabel('Betreff').fill(SUBJECT);
      await form.getByLabel('Art der Anfrage (optional)').selectOption({ label: 'Datenfragen' });
      await form.getByLabel('Nachricht').fill(MESSAGE);
      await form.getByRole('checkbox', { name: /Datenschutzerklärung/ }).check();
      await journey.screenshot('contact-filled');
      await form.getByRole('button', { name: 'Nachricht senden' }).click();
      await expectToast(page, 'Ihre Nachricht wurde erfolgreich versendet!');
      // The form empties again (SPEC §8).
      expect(await form.getByLabel('Betreff').inputValue()).toBe('');
      await journey.screenshot('contact-sent');
    }, 60_000);

    it('the admin reads, answers and deletes the message, then runs a cleanup', async () => {
      const journey = await journeys.open({ journey: 'admin-contact' });
      const { page } = journey;
      await logIn(page, ADMIN);
      await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Admin' }).click();
      await page.waitForURL(/\/admin$/);
      await page.getByRole('heading', { level: 1, name: 'Administration' }).waitFor();
      await waitForContent(page);

      const item = page.getByRole('article').filter({ has: page.getByRole('heading', { level: 3, name: SUBJECT }) });
      await item.getByText(`${VISITOR.name} <${VISITOR.email}>`, { exact: false }).waitFor();
      await item.getByText('Ungelesen', { exact: true }).waitFor();

      // Collapsed the text shows two lines; expanded all of it.
      await item.getByRole('button', { name: 'Vollständig anzeigen' }).click();
      await item.getByRole('button', { name: 'Weniger anzeigen', expanded: true }).waitFor();
      await journey.screenshot('message-expanded');

      await item.getByRole('button', { name: 'Als gelesen markieren' }).click();
      await expectToast(page, 'Message marked as read');
      await item.getByText('Gelesen', { exact: true }).waitFor();
      await item.getByRole('button', { name: 'Als gelesen markieren' }).waitFor({ state: 'detached' });

      await item.getByRole('button', { name: 'Antworten' }).click();
      const dialog = page.getByRole('dialog', { name: `Antwort an ${VISITOR.name}` });
      await dialog.getByText(`Betreff: Re: ${SUBJECT}`).waitFor();
      await dialog.getByLabel('Antwort').fill(REPLY);
      await journey.screenshot('reply-dialog', { fullPage: false });
      await dialog.getByRole('button', { name: 'Antwort senden' }).click();
      await expectToast(page, `Antwort an ${VISITOR.email} versendet`);
      await dialog.waitFor({ state: 'detached' });
      // Replied: marking as replied is no longer offered.
      await item.getByText('Beantwortet', { exact: true }).waitFor();
      await item.getByRole('button', { name: 'Als beantwortet markieren' }).waitFor({ state: 'detached' });
      const reply = (await outbox(journeys.env.app.dataDir)).find((mail) => mail.subject === `Re: ${SUBJECT}`);
      expect(reply && recipients(reply)).toEqual([VISITOR.email]);
      expect(reply?.text).toContain('wir übernehmen die Bekanntmachungen viermal täglich.');
      await journey.screenshot('replied');

      await item.getByRole('button', { name: 'Löschen' }).click();
      const confirmDelete = page.getByRole('alertdialog', { name: 'Nachricht löschen?' });
      await confirmDelete.getByText(`„${SUBJECT}“ von ${VISITOR.name}`, { exact: false }).waitFor();
      await confirmDelete.getByRole('button', { name: 'Löschen' }).click();
      await expectToast(page, 'Message deleted');
      await item.waitFor({ state: 'detached' });

      await page.getByRole('button', { name: 'Bereinigung jetzt ausführen' }).click();
      const confirmCleanup = page.getByRole('alertdialog', { name: 'Bereinigung jetzt ausführen?' });
      await journey.screenshot('cleanup-confirmation', { fullPage: false });
      await confirmCleanup.getByRole('button', { name: 'Jetzt bereinigen' }).click();
      // The cleanup runs in the background: the start is confirmed at once, the outcome follows with the refresh.
      await expectToast(page, 'Bereinigung gestartet');
      await confirmCleanup.waitFor({ state: 'detached' });
      await expectToast(page, /^Cleanup completed: \d+ entries removed$/);
      await page
        .getByRole('status', { name: 'Letzte Bereinigung' })
        .getByText(/Letzte Bereinigung abgeschlossen/)
        .waitFor();
      await journey.screenshot('cleanup-done');
    }, 120_000);
  });
