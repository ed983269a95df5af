import { readFile } from 'node:fs/promises';
import { a11yViolations, DESKTOP, PHONE } from '../support/browser.js';
import { FREE, PRO } from '../support/journey-app.js';
import type { Journeys } from '../support/journey-fixture.js';
import { expectToast, horizontalOverflow, logIn, waitForContent } from '../support/journey-steps.js';

/** "Historische Daten": a Pro user explores the statistics and exports them; a free user sees 30 days. */
export const historicalStatsJourneys = (journeys: Journeys) =>
  describe('journey: historical statistics', () => {
    it('lets a Pro user switch dimension, interval and view, and download the CSV', async () => {
      const journey = await journeys.open({ journey: 'historical-stats-pro', viewport: DESKTOP });
      const { page } = journey;
      await logIn(page, PRO);
      // From the dashboard's statistics (the footer's quick links name the page too), once the dashboard shows its
      // data, as a user sees it: the recent notices and the charts arriving above and in the section move the link
      // down, and a click in that moment landed beside it (CI met it on both profiles under load).
      await waitForContent(page);
      await page.getByRole('region', { name: 'Statistiken' }).getByRole('link', { name: 'Historische Daten' }).click();
      await page.waitForURL(/\/statistics$/);
      await page.getByRole('heading', { level: 1, name: 'Historische Daten' }).waitFor();
      await waitForContent(page);

      // The imported proceedings of the last days, by Land and month.
      const chart = page.getByRole('img', { name: /Neue Verfahren nach Bundesland .*insgesamt \d+ neue Verfahren/ });
      await chart.waitFor();
      await page.getByRole('list', { name: 'Legende' }).getByRole('listitem').first().waitFor();
      expect(await page.getByText('Kostenloser Account').count()).toBe(0);
      expect(await a11yViolations(page)).toEqual([]);
      await journey.screenshot('chart-by-land');

      await page.getByRole('combobox', { name: 'Aufteilung nach' }).click();
      await page.getByRole('option', { name: 'Schuldnerart' }).click();
      await page.getByRole('button', { name: 'Woche' }).click();
      await page.getByRole('img', { name: /Neue Verfahren nach Schuldnerart/ }).waitFor();
      await page.getByRole('button', { name: 'Tabelle' }).click();
      const table = page.getByRole('table');
      await table.getByRole('columnheader', { name: 'Summe' }).waitFor();
      expect(await table.getByRole('rowheader').first().textContent()).toMatch(/^KW \d{2}\/\d{4}$/);
      expect(await a11yViolations(page)).toEqual([]);
      await journey.screenshot('table-by-debtor-kind');

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'CSV herunterladen' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^historische-daten-\d{4}-\d{2}-\d{2}-bis-\d{4}-\d{2}-\d{2}\.csv$/);
      const csv = await readFile((await download.path())!, 'utf8');
      expect(csv.startsWith('\uFEFFZeitraum;Von;Bis;Schuldnerart;Neue Verfahren\r\n')).toBe(true);
      expect(csv).toMatch(
        /\r\nKW \d{2}\/\d{4};\d{2}\.\d{2}\.\d{4};\d{2}\.\d{2}\.\d{4};(Unternehmen|Privatperson|Nachlass|unbekannt);\d+\r\n/,
      );
      await expectToast(page, 'CSV-Datei erstellt');
    }, 120_000);

    it('shows a free user the last 30 days with the way to Pro, at phone width', async () => {
      const journey = await journeys.open({ journey: 'historical-stats-free', viewport: PHONE });
      const { page } = journey;
      await logIn(page, FREE);
      await page.goto('/statistics');
      await page.getByRole('heading', { level: 1, name: 'Historische Daten' }).waitFor();
      await waitForContent(page);
      await page.getByText(/Kostenloser Account: Sie sehen die letzten 30 Tage/).waitFor();

      // Asking for a whole year shows what the plan allows and says the range was cut.
      // The German date field: day, month, year typed as TT.MM.JJJJ.
      await page.getByRole('group', { name: 'Von' }).getByRole('spinbutton', { name: 'Tag' }).click();
      await page.keyboard.type('01012025');
      await page.getByText('Der gewählte Zeitraum wurde gekürzt.', { exact: false }).waitFor();
      await page.getByRole('img', { name: /Neue Verfahren nach Bundesland/ }).waitFor();
      expect(await horizontalOverflow(page)).toBe(0);
      expect(await a11yViolations(page)).toEqual([]);
      await journey.screenshot('free-phone');

      await page.getByRole('link', { name: 'Jetzt upgraden' }).click();
      await page.getByRole('heading', { level: 1, name: 'Preise' }).waitFor();
    }, 120_000);
  });
