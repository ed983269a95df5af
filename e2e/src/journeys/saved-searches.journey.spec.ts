import { a11yViolations, PHONE, STEP_TIMEOUT_MS } from './support/browser.js';
import { FREE, PRO } from './support/journey-app.js';
import { useJourneys } from './support/journey-fixture.js';
import { expectToast, horizontalOverflow, logIn, waitForContent } from './support/journey-steps.js';

/** "Mehrere Suchprofile" on /search: a Pro user saves, opens, edits and deletes a search; Free sees Pro. */
describe('journey: saved searches', () => {
  const journeys = useJourneys();

  it('lets a Pro user save a search, open it again, edit it and delete it', async () => {
    // The second save under the same name is refused on purpose.
    const journey = await journeys.open({
      journey: 'saved-searches-pro',
      expectedHttpErrors: [/^409 \/api\/saved-searches$/],
    });
    const { page } = journey;
    await logIn(page, PRO);
    await page.goto('/search?q=GmbH&state=NW&page=1');
    await page.getByRole('heading', { level: 1, name: 'Suche' }).waitFor();
    await waitForContent(page);
    const section = page.getByRole('region', { name: 'Meine Suchprofile' });

    // Save the search on screen, with the daily e-mail.
    await section.getByRole('button', { name: 'Suche speichern' }).click();
    const dialog = page.getByRole('dialog', { name: 'Suche speichern' });
    await dialog.getByText('Suchkriterien: „GmbH“ · Nordrhein-Westfalen').waitFor();
    await dialog.getByRole('textbox', { name: 'Name des Suchprofils' }).fill('Journey GmbH NRW');
    await dialog.getByRole('checkbox', { name: 'Per E-Mail benachrichtigen' }).check();
    expect(await a11yViolations(page)).toEqual([]);
    await journey.screenshot('save-dialog', { fullPage: false });
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expectToast(page, 'Suchprofil gespeichert');
    await dialog.waitFor({ state: 'detached' });
    const link = section.getByRole('link', { name: 'Journey GmbH NRW' });
    await link.waitFor();
    expect(await section.getByRole('switch', { name: 'Tägliche E-Mail für „Journey GmbH NRW“' }).isChecked()).toBe(
      true,
    );
    expect(await a11yViolations(page)).toEqual([]);
    await journey.screenshot('saved');

    // A second save under the same name is refused with the server's German message.
    await section.getByRole('button', { name: 'Suche speichern' }).click();
    await dialog.getByRole('textbox', { name: 'Name des Suchprofils' }).fill('journey gmbh nrw');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await dialog.getByText('Sie haben bereits ein Suchprofil mit dem Namen „journey gmbh nrw“.').waitFor();
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Open it from a fresh search page: the criteria come back into the URL and the form.
    await page.goto('/search');
    await waitForContent(page);
    await link.click();
    await page.waitForURL(/\/search\?q=GmbH&state=NW&page=1$/);
    // The form follows the URL once React has rendered the new criteria (after the URL changed).
    const searchbox = await page.getByRole('searchbox', { name: 'Suchbegriff' }).elementHandle();
    await page.waitForFunction((input) => (input as HTMLInputElement).value !== '', searchbox, {
      timeout: STEP_TIMEOUT_MS,
    });
    expect(await page.getByRole('searchbox', { name: 'Suchbegriff' }).inputValue()).toBe('GmbH');

    // Rename, then switch the daily e-mail off.
    await section.getByRole('button', { name: '„Journey GmbH NRW“ bearbeiten' }).click();
    const edit = page.getByRole('dialog', { name: 'Suchprofil bearbeiten' });
    await edit.getByRole('textbox', { name: 'Name des Suchprofils' }).fill('Journey Westfalen');
    await edit.getByRole('button', { name: 'Speichern' }).click();
    await expectToast(page, 'Suchprofil geändert');
    await section.getByRole('link', { name: 'Journey Westfalen' }).waitFor();
    await section.getByRole('switch', { name: 'Tägliche E-Mail für „Journey Westfalen“' }).click();
    await expectToast(page, 'Tägliche E-Mail ausgeschaltet');
    await journey.screenshot('edited');

    // Delete after the confirmation.
    await section.getByRole('button', { name: '„Journey Westfalen“ löschen' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Suchprofil löschen?' });
    await confirm.getByRole('button', { name: 'Löschen' }).click();
    await expectToast(page, 'Suchprofil gelöscht');
    await section.getByRole('link', { name: 'Journey Westfalen' }).waitFor({ state: 'detached' });
    await journey.screenshot('deleted');
  }, 120_000);

  it('fits a phone: the list and the dialog without horizontal scrolling or accessibility violations', async () => {
    const journey = await journeys.open({ journey: 'saved-searches-phone', viewport: { ...PHONE, width: 375 } });
    const { page } = journey;
    await logIn(page, PRO);
    await page.goto('/search?q=Bau&page=1');
    await waitForContent(page);
    const section = page.getByRole('region', { name: 'Meine Suchprofile' });
    await section.getByRole('button', { name: 'Suche speichern' }).click();
    const dialog = page.getByRole('dialog', { name: 'Suche speichern' });
    await dialog.getByRole('textbox', { name: 'Name des Suchprofils' }).fill('Journey Bau bundesweit, ein langer Name');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expectToast(page, 'Suchprofil gespeichert');
    await section.getByRole('link', { name: 'Journey Bau bundesweit, ein langer Name' }).waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await a11yViolations(page)).toEqual([]);
    await section.scrollIntoViewIfNeeded();
    await journey.screenshot('phone-list', { fullPage: false });
    await section.getByRole('button', { name: '„Journey Bau bundesweit, ein langer Name“ löschen' }).click();
    await page
      .getByRole('alertdialog', { name: 'Suchprofil löschen?' })
      .getByRole('button', { name: 'Löschen' })
      .click();
    await expectToast(page, 'Suchprofil gelöscht');
  }, 120_000);

  it('shows a free user what Pro adds instead of saving', async () => {
    const journey = await journeys.open({ journey: 'saved-searches-free' });
    const { page } = journey;
    await logIn(page, FREE);
    await page.goto('/search');
    await waitForContent(page);
    const section = page.getByRole('region', { name: 'Meine Suchprofile' });
    await section.getByText('Suchprofile sind Teil von Pro').waitFor();
    expect(await section.getByRole('button', { name: 'Suche speichern' }).count()).toBe(0);
    expect(await a11yViolations(page)).toEqual([]);
    await journey.screenshot('upsell');
    await section.getByRole('link', { name: 'Pro-Tarife ansehen' }).click();
    await page.waitForURL(/\/pricing$/);
    await page.getByRole('heading', { level: 1, name: 'Preise' }).waitFor();
  }, 120_000);
});
