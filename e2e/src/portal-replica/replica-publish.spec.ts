import { PortalTestClient, type ResultRow } from './portal-test-client.test-kit.js';
import { type PortalReplica, startPortalReplica } from './replica-server.js';

const TODAY = '2026-03-11';

describe('portal replica: publishing a notice at run time', () => {
  let replica: PortalReplica;
  beforeAll(async () => {
    replica = await startPortalReplica({ port: 0, seed: 6, volume: 200, today: TODAY });
  });
  afterAll(() => replica.close());

  it('publishes a matching notice through POST /__replica/publish that searches and details then return', async () => {
    const text =
      'Amtsgericht Köln, Aktenzeichen: 74 IN 999/26\n\nÜber das Vermögen der im Handelsregister des Amtsgerichts Köln unter HRB 4711 eingetragenen Beobachtete Beispiel GmbH, Hauptstraße 1, 50667 Köln, wird heute das Insolvenzverfahren eröffnet.\n\nAmtsgericht Köln, 11.03.2026';
    const response = await fetch(`${replica.url}/__replica/publish`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        court: 'Amtsgericht Köln',
        caseNumber: '74 IN 999/26',
        debtorName: 'Beobachtete Beispiel GmbH',
        seat: 'Köln',
        register: 'Köln, HRB 4711',
        publicationType: 'eroeffnung',
        text,
      }),
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ id: 'published-1', publicationDate: TODAY });

    const c = new PortalTestClient(replica.url);
    await c.openForm();
    const page = await c.search({
      'frm_suche:ldi_datumVon:datumHtml5': TODAY,
      'frm_suche:ldi_datumBis:datumHtml5': TODAY,
      'frm_suche:lsom_bundesland:codelist:scl_bundesland:mysom': 'NW',
      'frm_suche:lsom_gegenstand:codelist:mysom': 'EROEFF',
      'frm_suche:litx_firmaNachName:text': 'Beobachtete*',
    });
    if (page.kind !== 'rows') throw new Error(page.kind);
    expect(page.rows).toHaveLength(1);
    expect(page.rows[0]).toMatchObject({
      court: 'Köln',
      caseNumber: '74 IN 999/26',
      name: 'Beobachtete Beispiel GmbH',
      seat: 'Köln',
      register: 'Köln, HRB 4711',
    });
    expect((await c.detail(page.rows[0] as ResultRow)).text).toBe(text);
    expect(replica.stats().published).toBe(1);
  });

  it('publishes through the API and rejects incomplete notices', async () => {
    const notice = replica.publish({
      courtCode: 'SN03',
      caseNumber: '405 IK 12/26',
      debtorName: 'Erika Beispiel',
      listingName: 'Beispiel, Erika',
      debtorKind: 'person',
      text: 'Amtsgericht Leipzig, Aktenzeichen: 405 IK 12/26',
    });
    expect(notice).toMatchObject({
      court: 'Amtsgericht Leipzig',
      courtPlace: 'Leipzig',
      state: 'SN',
      subject: 'SONST',
      publicationDate: TODAY,
    });
    const bad = await fetch(`${replica.url}/__replica/publish`, {
      method: 'POST',
      body: JSON.stringify({ debtorName: 'x' }),
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toContain('required');
  });
});
