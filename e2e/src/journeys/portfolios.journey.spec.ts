import ExcelJS from 'exceljs';
import { a11yViolations, PHONE } from './support/browser.js';
import { caseWithHearings } from './support/case-lookup.js';
import { PRO } from './support/journey-app.js';
import { useJourneys } from './support/journey-fixture.js';
import { expectToast, logIn, waitForContent } from './support/journey-steps.js';

interface CaseFacts {
  readonly companyName: string;
  readonly postalCode: string | null;
  readonly city: string | null;
  readonly facts: { readonly register: { court: string | null; type: string | null; number: string } | null };
}

/**
 * Portfolios (issue #31), on a desktop and on a phone: a Pro user creates a portfolio, uploads her customer list as
 * a Windows-1252 CSV whose name column the mapping does not know and fixes the mapping, sees the imported
 * company's notice as a hit (register number) and a customer named like it without place or register in the
 * review queue, confirms it, re-uploads the list as XLSX with one customer more (the diff says so) and exports the
 * hits as CSV.
 */
describe('journey: portfolios', () => {
  const journeys = useJourneys();

  for (const [name, viewport] of [
    ['desktop', undefined],
    ['phone', PHONE],
  ] as const) {
    it(`lets a Pro user upload, map, review and export a customer list (${name})`, async () => {
      const { app } = journeys.env;
      const found = await caseWithHearings(app.baseUrl, app.apiKey);
      const kase = await caseFacts(app.baseUrl, app.apiKey, found.id);
      const register = kase.facts.register!;
      const rows = [
        [
          'K-1001',
          kase.companyName,
          kase.postalCode ?? '',
          kase.city ?? '',
          register.court ?? '',
          `${register.type ?? 'HRB'} ${register.number}`,
        ],
        // The same name without place or register: which of the namesakes is it? The review queue asks.
        ['K-1002', kase.companyName, '', '', '', ''],
        ['K-1003', 'Gänzlich Unbekannt Feinkost GmbH', '10115', 'Berlin', '', ''],
      ];
      const header = ['Kd.-Nr.', 'Geschäftspartner', 'PLZ', 'Ort', 'Registergericht', 'Registernummer'];
      const csv = Buffer.from([header, ...rows].map((r) => r.join(';')).join('\r\n') + '\r\n', 'latin1');

      const journey = await journeys.open({ journey: `portfolios-${name}`, viewport });
      const { page } = journey;
      await logIn(page, PRO);
      await page.goto('/portfolios');
      await page.getByRole('heading', { level: 1, name: 'Portfolios' }).waitFor();
      await waitForContent(page);
      const portfolioName = `Debitoren ${name}`;
      await page.getByRole('button', { name: 'Neues Portfolio' }).click();
      const dialog = page.getByRole('dialog', { name: 'Neues Portfolio' });
      await dialog.getByRole('textbox', { name: 'Name' }).fill(portfolioName);
      await dialog.getByRole('button', { name: 'Anlegen' }).click();
      await expectToast(page, 'Portfolio angelegt');
      await page.getByRole('link', { name: portfolioName }).click();
      await page.getByRole('heading', { level: 1, name: portfolioName }).waitFor();

      // Upload the CSV; "Geschäftspartner" is no header the mapping knows: the user maps it to Name.
      await page.getByLabel('Kundenliste (CSV oder Excel)').setInputFiles({
        name: 'debitoren.csv',
        mimeType: 'text/csv',
        buffer: csv,
      });
      const wizard = page.getByRole('region', { name: 'Upload: debitoren.csv' });
      await wizard.getByRole('button', { name: 'Zuordnung übernehmen' }).waitFor();
      await journey.screenshot('mapping');
      await wizard.getByLabel(/^Name/).selectOption('Geschäftspartner');
      await wizard.getByRole('button', { name: 'Zuordnung übernehmen' }).click();
      await wizard.getByRole('button', { name: 'Übernehmen', exact: true }).click();
      await expectToast(page, 'Übernommen: der Abgleich mit den Insolvenzbekanntmachungen läuft.');

      // The hit by register number, and the namesake waiting for review.
      const tabs = page.getByRole('tablist', { name: 'Status der Zeilen' });
      await tabs.getByRole('tab', { name: 'Treffer (1)', exact: true }).waitFor({ timeout: 60_000 });
      await tabs.getByRole('tab', { name: 'Kein Treffer (1)', exact: true }).waitFor();
      await page.getByText('K-1001').first().waitFor();
      expect(await a11yViolations(page)).toEqual([]);
      await journey.screenshot('hit');
      await tabs.getByRole('tab', { name: 'Prüfen (1)', exact: true }).click();
      const review = page.getByRole('article', { name: `Prüfen: ${kase.companyName}` });
      await review.waitFor();
      await journey.screenshot('review');
      await review.getByRole('button', { name: 'Ist dieser Kunde' }).first().click();
      await expectToast(page, 'Gespeichert: ist dieser Kunde. Der Fall zählt jetzt als Treffer.');
      await page.getByText('Nichts zu prüfen.').waitFor();
      await tabs.getByRole('tab', { name: 'Treffer (2)', exact: true }).waitFor();

      // Re-upload as Excel with one customer more: the diff shows it before anything changes.
      const workbook = new ExcelJS.Workbook();
      const sheet = workbook.addWorksheet('Debitoren');
      sheet.addRow(header);
      for (const row of [...rows, ['K-1004', 'Neukunde Handels AG', '20095', 'Hamburg', '', '']]) sheet.addRow(row);
      await page.getByLabel('Kundenliste (CSV oder Excel)').setInputFiles({
        name: 'debitoren.xlsx',
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer: Buffer.from(await workbook.xlsx.writeBuffer()),
      });
      const excel = page.getByRole('region', { name: 'Upload: debitoren.xlsx' });
      await excel.getByRole('button', { name: 'Zuordnung übernehmen' }).waitFor();
      await excel.getByLabel(/^Name/).selectOption('Geschäftspartner');
      await excel.getByRole('button', { name: 'Zuordnung übernehmen' }).click();
      await excel.getByRole('list', { name: 'Beispiele: Neu' }).getByText('K-1004 – Neukunde Handels AG').waitFor();
      await journey.screenshot('xlsx-diff');
      await excel.getByRole('button', { name: 'Übernehmen', exact: true }).click();
      await expectToast(page, 'Übernommen: der Abgleich mit den Insolvenzbekanntmachungen läuft.');
      // The decision is kept across the re-upload: still two hits.
      await tabs.getByRole('tab', { name: 'Treffer (2)', exact: true }).waitFor({ timeout: 60_000 });

      // Export the hits as CSV: customer numbers with the cases' facts.
      await tabs.getByRole('tab', { name: 'Treffer (2)', exact: true }).click();
      await page.getByRole('button', { name: 'Treffer exportieren' }).click();
      const download = page.waitForEvent('download');
      await page.getByRole('menuitem', { name: 'CSV-Datei (.csv)' }).click();
      const file = await download;
      const text = await streamText(await file.createReadStream());
      expect(text).toContain('K-1001');
      expect(text).toContain('K-1002');
      expect(text).not.toContain('K-1003');
      await expectToast(page, 'Export erstellt');
      await journey.screenshot('exported');
    }, 180_000);
  }
});

async function caseFacts(baseUrl: string, apiKey: string, id: number): Promise<CaseFacts> {
  const headers: Record<string, string> = { 'X-API-Key': apiKey, 'Content-Type': 'application/json' };
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email: PRO.email, password: PRO.password }),
  });
  const { token } = (await login.json()) as { token: string };
  const detail = await fetch(`${baseUrl}/api/insolvency/${id}`, {
    headers: { ...headers, Authorization: `Bearer ${token}` },
  });
  return (await detail.json()) as CaseFacts;
}

async function streamText(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}
