import { a11yViolations, PHONE } from '../support/browser.js';
import { FREE, PRO } from '../support/journey-app.js';
import type { Journeys } from '../support/journey-fixture.js';
import { expectToast, logIn, openNewAlertForm, waitForContent } from '../support/journey-steps.js';

/** E-mail alerts on /notifications: a Pro user manages one, a free user is sent to the pricing page. */
export const notificationsJourneys = (journeys: Journeys) =>
  describe('journey: notifications', () => {
    it('lets a Pro user create, edit, toggle and delete an alert', async () => {
      const journey = await journeys.open({ journey: 'notifications-pro' });
      const { page } = journey;
      await logIn(page, PRO);
      await page.goto('/notifications');
      await page.getByRole('heading', { level: 1, name: 'Benachrichtigungen' }).waitFor();
      await waitForContent(page);

      // Create: the form starts with the user's address.
      const form = await openNewAlertForm(page);
      await expectValue(form.getByLabel('E-Mail-Adresse'), PRO.email);
      await form.getByLabel('Firmenname').fill('Journey Stahlbau');
      await form.getByLabel('Stichwörter (optional)').fill('Stahl, Metall');
      await journey.screenshot('create-form');
      await form.getByRole('button', { name: 'Speichern' }).click();
      await expectToast(page, 'Benachrichtigung hinzugefügt');
      const created = alertCard('Journey Stahlbau');
      await created.waitFor();
      await created.getByRole('listitem').filter({ hasText: 'Metall' }).waitFor();
      await journey.screenshot('created');

      // Edit: the form holds the entry's values; the card shows the new ones.
      await created.getByRole('button', { name: 'Bearbeiten: Journey Stahlbau' }).click();
      const editForm = page.getByRole('form', { name: 'Benachrichtigung bearbeiten' });
      await expectValue(editForm.getByLabel('Firmenname'), 'Journey Stahlbau');
      await editForm.getByLabel('Firmenname').fill('Journey Stahl- und Anlagenbau');
      await editForm.getByRole('button', { name: 'Speichern' }).click();
      await expectToast(page, 'Benachrichtigung aktualisiert');
      const edited = alertCard('Journey Stahl- und Anlagenbau');
      await edited.waitFor();
      await alertCard('Journey Stahlbau').waitFor({ state: 'detached' });

      // Toggle: active becomes inactive.
      await edited.getByRole('switch', { name: 'Aktiv', exact: true }).click();
      await expectToast(page, 'Status geändert');
      await edited.getByRole('switch', { name: 'Inaktiv', exact: true }).waitFor();
      await journey.screenshot('edited-and-inactive');

      // Delete after the confirmation.
      await edited.getByRole('button', { name: 'Löschen: Journey Stahl- und Anlagenbau' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Benachrichtigung löschen?' });
      await confirm.getByRole('button', { name: 'Löschen' }).click();
      await expectToast(page, 'Benachrichtigung gelöscht');
      await edited.waitFor({ state: 'detached' });
      await journey.screenshot('deleted');

      function alertCard(companyName: string) {
        return page.getByRole('article').filter({ has: page.getByRole('heading', { level: 3, name: companyName }) });
      }
    }, 120_000);

    // Issue #30: the delivery mode, on a desktop and on a phone.
    for (const [name, viewport] of [
      ['desktop', undefined],
      ['phone', PHONE],
    ] as const) {
      it(`lets a Pro user choose immediate mails for an alert (${name})`, async () => {
        const journey = await journeys.open({ journey: `notifications-sofort-${name}`, viewport });
        const { page } = journey;
        await logIn(page, PRO);
        await page.goto('/notifications');
        await page.getByRole('heading', { level: 1, name: 'Benachrichtigungen' }).waitFor();
        await waitForContent(page);
        const form = await openNewAlertForm(page);
        const company = `Journey Sofort ${name}`;
        await form.getByLabel('Firmenname').fill(company);
        await form.getByRole('radio', { name: 'Sofort' }).check();
        expect(await a11yViolations(page)).toEqual([]);
        await journey.screenshot('sofort-chosen');
        await form.getByRole('button', { name: 'Speichern' }).click();
        await expectToast(page, 'Benachrichtigung hinzugefügt');
        const card = page.getByRole('article').filter({ has: page.getByRole('heading', { level: 3, name: company }) });
        await card.getByText('Benachrichtigung: Sofort').waitFor();
        await journey.screenshot('sofort-saved');
      }, 120_000);
    }

    it('refuses a free user and sends them to the pricing page', async () => {
      const journey = await journeys.open({ journey: 'notifications-free' });
      const { page } = journey;
      await logIn(page, FREE);
      await page.goto('/notifications');
      await page.getByRole('heading', { level: 1, name: 'Benachrichtigungen' }).waitFor();
      await waitForContent(page);
      await journey.screenshot('upsell');
      await page.getByRole('button', { name: 'Neue Benachrichtigung' }).click();
      await expectToast(page, 'Pro-Abonnement erforderlich für E-Mail-Benachrichtigungen');
      await page.waitForURL(/\/pricing$/);
      await page.getByRole('heading', { level: 1, name: 'Preise' }).waitFor();
      await journey.screenshot('pricing-after-refusal');
    }, 120_000);
  });

async function expectValue(field: { inputValue(): Promise<string> }, value: string): Promise<void> {
  expect(await field.inputValue()).toBe(value);
}
