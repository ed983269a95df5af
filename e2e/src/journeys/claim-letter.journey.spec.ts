import { readFile } from 'node:fs/promises';
import { pdfText } from '@insolvenz/backend/test/pdf-text.js';
import type { Locator } from 'playwright-core';
import { a11yViolations, DESKTOP, PHONE } from './support/browser.js';
import { caseWithHearings } from './support/case-lookup.js';
import { FREE } from './support/journey-app.js';
import { useJourneys } from './support/journey-fixture.js';
import { expectToast, horizontalOverflow, logIn, waitForContent } from './support/journey-steps.js';

/**
 * "Forderungsanmeldung vorbereiten" (issue #32 item 5): a logged-in (free) user opens a case with an administrator
 * and an Anmeldefrist, fills the form, downloads the PDF letter, saves the form as a draft and loads it again
 * after a reload; on a desktop and on a phone.
 */
describe('journey: claim letter', () => {
  const journeys = useJourneys();

  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const)(
    'prepares the claim letter as a PDF and keeps the form as a draft (%s)',
    async (name, viewport) => {
      const found = await caseWithHearings(journeys.env.app.baseUrl, journeys.env.app.apiKey);
      const journey = await journeys.open({ journey: `claim-letter-${name}`, viewport });
      const { page } = journey;
      await logIn(page, FREE);
      await page.goto(`/case/${found.id}`);
      await page.getByRole('heading', { level: 1, name: found.companyName }).waitFor();
      await waitForContent(page);

      const openDialog = async () => {
        await page
          .getByRole('region', { name: 'Forderung anmelden' })
          .getByRole('button', { name: 'Forderungsanmeldung vorbereiten' })
          .click();
        const dialog = page.getByRole('dialog', { name: 'Forderungsanmeldung vorbereiten' });
        await dialog.waitFor();
        return dialog;
      };
      let dialog = await openDialog();
      await dialog.getByText(/Anmeldefrist: \d{2}\.\d{2}\.\d{4}/).waitFor();
      // The creditor's name comes from the profile.
      expect(await dialog.getByRole('textbox', { name: /^Name/ }).inputValue()).not.toBe('');

      const reference = `Journey-${name}`;
      await fill(dialog, reference);
      await dialog.getByText('Summe: 1.245,06 €').waitFor();
      expect(await a11yViolations(page)).toEqual([]);
      if (name === 'phone') expect(await horizontalOverflow(page)).toBe(0);
      await journey.screenshot('form', { fullPage: false });

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        dialog.getByRole('button', { name: 'PDF herunterladen' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^Forderungsanmeldung-[A-Za-z0-9-]+\.pdf$/);
      const pdf = await readFile((await download.path()) ?? '');
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const text = (await pdfText(pdf)).join('\n').replace(/\s+/g, ' ');
      expect(text).toContain(found.companyName.replace(/\s+/g, ' '));
      expect(text).toContain('Forderungsanmeldung im Insolvenzverfahren');
      expect(text).toContain('1.245,06 €');
      expect(text).toContain(reference);
      await expectToast(page, 'Die Forderungsanmeldung wurde als PDF erstellt.');

      await dialog.getByRole('button', { name: 'Als Entwurf speichern' }).click();
      await expectToast(page, 'Entwurf gespeichert');
      await dialog.getByRole('button', { name: 'Schließen' }).click();
      await dialog.waitFor({ state: 'detached' });

      // After a reload the draft is there and fills the form again.
      await page.reload();
      await page.getByRole('heading', { level: 1, name: found.companyName }).waitFor();
      dialog = await openDialog();
      const drafts = dialog.getByRole('region', { name: 'Gespeicherte Entwürfe' });
      const saved = drafts.getByRole('listitem').filter({ hasText: reference });
      await saved.waitFor();
      await saved.getByRole('button', { name: /laden$/ }).click();
      await expectToast(page, 'Entwurf geladen');
      expect(await dialog.getByRole('textbox', { name: 'Unser Zeichen (optional)' }).inputValue()).toBe(reference);
      expect(await dialog.getByRole('textbox', { name: /^Ort/ }).inputValue()).toBe('Köln');
      await dialog.getByText('Summe: 1.245,06 €').waitFor();
      await journey.screenshot('draft-loaded', { fullPage: false });
    },
    120_000,
  );
});

async function fill(dialog: Locator, reference: string): Promise<void> {
  await dialog.getByRole('textbox', { name: 'Firma (optional)' }).fill('Baustoffe Süd GmbH');
  await dialog.getByRole('textbox', { name: /^Straße und Hausnummer/ }).fill('Lindenstraße 5');
  await dialog.getByRole('textbox', { name: /^PLZ/ }).fill('50667');
  await dialog.getByRole('textbox', { name: /^Ort/ }).fill('Köln');
  const first = dialog.getByRole('group', { name: 'Forderung 1' });
  await first.getByRole('textbox', { name: /^Grund/ }).fill('Rechnung Nr. 4711 vom 02.09.2026');
  await first.getByRole('textbox', { name: /^Betrag in EUR/ }).fill('1.234,56');
  await first.getByRole('textbox', { name: /^Belege/ }).fill('Rechnung, Lieferschein');
  await dialog.getByRole('button', { name: 'Forderung hinzufügen' }).click();
  const second = dialog.getByRole('group', { name: 'Forderung 2' });
  await second.getByRole('combobox', { name: 'Art' }).selectOption('zinsen');
  await second.getByRole('textbox', { name: /^Grund/ }).fill('Verzugszinsen');
  await second.getByRole('textbox', { name: /^Betrag in EUR/ }).fill('10,5');
  await dialog.getByRole('textbox', { name: 'Unser Zeichen (optional)' }).fill(reference);
}
