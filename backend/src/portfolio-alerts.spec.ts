import request from 'supertest';
import { fixedClock } from './platform/clock/clock.js';
import { startAlertsTestApp, type AlertsTestApp } from './alerts/test/alerts-test-app.js';
import { PortfolioDigest } from './portfolios/alerts/portfolio-digest.js';
import { PortfolioImmediateMails } from './portfolios/alerts/portfolio-immediate-mails.js';

// 10:00 in Berlin on a working day.
const clock = fixedClock('2026-11-21T09:00:00Z');

/**
 * Alerts from portfolios (issue #31 item 3) through the real matcher: a new notice of a customer in a portfolio
 * mails the portfolio's owner, naming the customer number and the rule, in the portfolio's mode (immediately per
 * batch, or in the daily mail); nothing for a customer without a hit, nothing twice.
 */
describe('portfolio alerts', () => {
  let t: AlertsTestApp;
  beforeAll(async () => {
    t = await startAlertsTestApp({ clock });
  });
  afterAll(() => t.close());

  const portfolioMails = () => t.digestsTo(t.pro.email).filter((m) => m.parsed.subject?.startsWith('Portfolio „'));

  /** A confirmed portfolio of the Pro user with these CSV lines (after the header), matched against all cases. */
  const portfolio = async (name: string, mode: 'sofort' | 'täglich' | 'aus', lines: string[]) => {
    const { id } = (await t.pro.http.post('/api/portfolios').send({ name, mode }).expect(201)).body as { id: string };
    const csv = Buffer.from(['Kundennummer;Name;PLZ;Ort;Registergericht;Registernummer', ...lines].join('\r\n'));
    const upload = (
      await t.pro.http.post(`/api/portfolios/${id}/uploads`).attach('file', csv, 'kunden.csv').expect(202)
    ).body as { id: string };
    const view = async () =>
      (await t.pro.http.get(`/api/portfolios/${id}/uploads/${upload.id}`).expect(200)).body as {
        state: string;
        mapping: Record<string, number | null>;
      };
    const reach = async (state: string) => {
      for (;;) {
        const current = await view();
        if (current.state === state) return current;
        if (current.state === 'fehlgeschlagen') throw new Error('upload failed');
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    };
    const mapped = await reach('zuordnen');
    await t.pro.http.put(`/api/portfolios/${id}/uploads/${upload.id}/mapping`).send({ mapping: mapped.mapping });
    await reach('bereit');
    await t.pro.http.post(`/api/portfolios/${id}/uploads/${upload.id}/confirm`).expect(202);
    await reach('übernommen');
    for (;;) {
      const { items } = (await t.pro.http.get('/api/portfolios').expect(200)).body as {
        items: { id: string; matching: { state: string } }[];
      };
      if (items.find((p) => p.id === id)?.matching.state === 'fertig') return id;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };

  it('mails a sofort portfolio the new notice of its customer at once, with customer number and rule', async () => {
    const immediate = t.get(PortfolioImmediateMails, 'scheduler');
    const id = await portfolio('Debitoren Sofort', 'sofort', [
      '40711;Kranich Logistik GmbH;50667;Köln;Amtsgericht Köln;HRB 40711',
      '40712;Ganz Anders Handel GmbH;80331;München;;',
    ]);
    const kase = await t.importNotice({
      debtorName: 'Kranich Logistik GmbH',
      postalCode: '50667',
      city: 'Köln',
      register: { court: 'Amtsgericht Köln', type: 'HRB', number: '40711' },
      publicationDate: '2026-11-21',
    });
    await immediate.runOnce();
    const mails = portfolioMails();
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.parsed.subject).toBe('Portfolio „Debitoren Sofort“: Kranich Logistik GmbH');
    expect(mail!.parsed.text).toContain('Kundennummer 40711 · Kranich Logistik GmbH · Treffer:');
    expect(mail!.parsed.text).toContain(`https://insolvenzmonitor.test/case/${kase.caseId}`);
    expect(mail!.parsed.text).toContain(`https://insolvenzmonitor.test/portfolios/${id}`);
    expect(mail!.parsed.text).not.toContain('Ganz Anders');
    // Nothing new: nothing more; the daily mail does not repeat a sofort portfolio's case.
    await immediate.runOnce();
    await t.get(PortfolioDigest, 'scheduler').run();
    expect(portfolioMails()).toHaveLength(1);
  });

  it('collects a täglich portfolio’s new notices into the daily mail, once', async () => {
    await portfolio('Debitoren Täglich', 'täglich', ['50801;Reiher Maschinenbau GmbH;20095;Hamburg;;']);
    const before = portfolioMails().length;
    await t.importNotice({
      debtorName: 'Reiher Maschinenbau GmbH',
      postalCode: '20095',
      city: 'Hamburg',
      register: null,
      publicationDate: '2026-11-21',
    });
    await t.get(PortfolioImmediateMails, 'scheduler').runOnce();
    expect(portfolioMails()).toHaveLength(before);
    const digest = t.get(PortfolioDigest, 'scheduler');
    expect(await digest.run()).toBe(1);
    const mail = portfolioMails().at(-1)!;
    expect(mail.parsed.subject).toBe('Portfolio „Debitoren Täglich“: Reiher Maschinenbau GmbH');
    expect(mail.parsed.text).toContain('seit der letzten Sammel-E-Mail');
    expect(mail.parsed.text).toContain('Kundennummer 50801 · Reiher Maschinenbau GmbH · Treffer:');
    expect(await digest.run()).toBe(0);
    expect(portfolioMails()).toHaveLength(before + 1);
  });

  it('stops a portfolio’s mails from the mail (delivery „aus“): the link asks, the one-click POST switches off', async () => {
    const immediate = t.get(PortfolioImmediateMails, 'scheduler');
    const id = await portfolio('Debitoren Abbestellt', 'sofort', ['60901;Pelikan Druck GmbH;10115;Berlin;;']);
    const before = portfolioMails().length;
    await t.importNotice({ debtorName: 'Pelikan Druck GmbH', postalCode: '10115', city: 'Berlin', register: null });
    await immediate.runOnce();
    const mail = portfolioMails().at(-1)!;
    expect(portfolioMails()).toHaveLength(before + 1);
    expect(mail.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r$/m);
    const url = new URL(/E-Mails zu diesem Portfolio abbestellen: (\S+)/.exec(mail.parsed.text!)![1]!);
    expect(mail.raw.replace(/\r\n[ \t]+/g, ' ')).toContain(`List-Unsubscribe: <${url.href}>`);
    const mode = async () =>
      (
        (await t.pro.http.get('/api/portfolios').expect(200)).body as { items: { id: string; mode: string }[] }
      ).items.find((p) => p.id === id)!.mode;
    const anonymous = () => request(t.app.getHttpServer());

    expect((await anonymous().get(`${url.pathname}${url.search}`).expect(200)).text).toContain(
      'Sie erhalten dann für dieses Portfolio keine E-Mails mehr.',
    );
    expect(await mode()).toBe('sofort');
    const done = await anonymous().post(`${url.pathname}${url.search}`).field('List-Unsubscribe', 'One-Click');
    expect(done.status).toBe(200);
    expect(done.text).toContain('Unter „Portfolios“ (Zustellung) können Sie die E-Mails jederzeit wieder einschalten.');
    expect(await mode()).toBe('aus');

    // The next hit shows in the portfolio, and no mail goes, neither at once nor in the daily mail.
    await t.importNotice({
      debtorName: 'Pelikan Druck GmbH',
      postalCode: '10115',
      city: 'Berlin',
      register: null,
      caseNumber: '36 IN 77/26',
    });
    await immediate.runOnce();
    await t.get(PortfolioDigest, 'scheduler').run();
    expect(portfolioMails()).toHaveLength(before + 1);
    // The owner switches the mails on again in the app.
    await t.pro.http.patch(`/api/portfolios/${id}`).send({ mode: 'täglich' }).expect(200);
    expect(await mode()).toBe('täglich');
  });
});
