import { generateDay } from './generator/generate-day.js';
import { PortalTestClient, type ResultRow } from './portal-test-client.test-kit.js';
import { type PortalReplica, startPortalReplica } from './replica-server.js';

const DAY = '2026-03-10';
const FROM = 'frm_suche:ldi_datumVon:datumHtml5';
const TO = 'frm_suche:ldi_datumBis:datumHtml5';
const STATE = 'frm_suche:lsom_bundesland:codelist:scl_bundesland:mysom';

describe('portal replica: detail text', () => {
  let replica: PortalReplica;
  beforeAll(async () => {
    replica = await startPortalReplica({ port: 0, seed: 8, volume: 400, today: '2026-03-11' });
  });
  afterAll(() => replica.close());

  async function results(c: PortalTestClient): Promise<ResultRow[]> {
    await c.openForm();
    const page = await c.search({ [FROM]: DAY, [TO]: DAY, [STATE]: 'BY' });
    if (page.kind !== 'rows') throw new Error(page.kind);
    return page.rows;
  }

  it('answers the AJAX click with the escaped text of the clicked row, and text.xhtml repeats it', async () => {
    const c = new PortalTestClient(replica.url);
    const rows = await results(c);
    const notices = generateDay(DAY, { seed: 8, volume: 400 }).filter((n) => n.state === 'BY');
    for (const row of [rows[0], rows[rows.length - 1]] as ResultRow[]) {
      const notice = notices.find((n) => n.caseNumber === row.caseNumber && n.listingName === row.name);
      const detail = await c.detail(row);
      expect(detail.status).toBe(200);
      expect(detail.contentType).toMatch(/^text\/xml/);
      expect(detail.xml).toMatch(/^<\?xml version='1.0' encoding='UTF-8'\?>\n<partial-response id="j_id1"><changes>/);
      expect(detail.xml).toContain(
        '<update id="frm_text:ihd_text"><![CDATA[<input id="frm_text:ihd_text" type="hidden"',
      );
      const value = /value="([^"]*)"/.exec(detail.xml.split('frm_text:ihd_text"><![CDATA[')[1] ?? '')?.[1] ?? '';
      expect(value).not.toMatch(/[<>\n]/);
      expect(value).toContain('&#10;');
      expect(detail.text).toBe(notice?.text);
      const text = await c.text();
      expect(text.status).toBe(200);
      expect(text.text).toBe(notice?.text);
    }
  });

  it('escapes markup characters of a published text in both places', async () => {
    const tricky = 'Amtsgericht Köln, Aktenzeichen: 70c IN 1/26\n\nÜber das Vermögen der A & B <Test> "GmbH" ]]> …';
    replica.publish({
      court: 'Amtsgericht Köln',
      caseNumber: '70c IN 1/26',
      debtorName: 'A & B <Test> GmbH',
      text: tricky,
      publicationDate: DAY,
    });
    const c = new PortalTestClient(replica.url);
    await c.openForm();
    const page = await c.search({ [FROM]: DAY, [TO]: DAY, 'frm_suche:litx_firmaNachName:text': 'A & B' });
    if (page.kind !== 'rows') throw new Error(page.kind);
    expect(page.html).toContain('A &amp; B &lt;Test&gt; GmbH');
    const detail = await c.detail(page.rows[0] as ResultRow);
    expect(detail.xml).toContain('A &amp; B &lt;Test&gt; &quot;GmbH&quot; ]]&gt;');
    expect(detail.text).toBe(tricky);
    const text = await c.text();
    expect(text.html).toContain('A &amp; B &lt;Test&gt; "GmbH" ]]&gt;');
    expect(text.text).toBe(tricky);
  });

  it('answers text.xhtml before any click with HTTP 500, and an unknown row with a FacesException', async () => {
    const c = new PortalTestClient(replica.url);
    const rows = await results(c);
    expect((await c.text()).status).toBe(500);
    const unknown = await c.detail({
      index: rows.length + 5,
      buttonId: (rows[0] as ResultRow).buttonId.replace(/^tbl_ergebnis:0:/, `tbl_ergebnis:${rows.length + 5}:`),
    });
    expect(unknown.xml).toContain('<error-name>class jakarta.faces.FacesException</error-name>');
    const wrongButton = await c.detail({ index: 0, buttonId: 'tbl_ergebnis:0:frm_detail:j_idt1' });
    expect(wrongButton.xml).toContain('jakarta.faces.FacesException');
    expect(wrongButton.text).toBeNull();
  });

  it('generates the button number per render and keeps rows per result view', async () => {
    const c = new PortalTestClient(replica.url);
    const numbers = new Set<string>();
    for (let i = 0; i < 4; i++) numbers.add(((await results(c))[0] as ResultRow).buttonId.split(':j_idt')[1] as string);
    expect(numbers.size).toBeGreaterThan(1);
  });
});
