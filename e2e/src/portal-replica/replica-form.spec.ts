import { STATE_CODES, SUBJECT_CODES } from './generator/notice.js';
import { PortalTestClient, selectOptions } from './portal-test-client.test-kit.js';
import { type PortalReplica, startPortalReplica } from './replica-server.js';

/** Every control that docs/PORTAL.md lists for frm_suche. */
const CONTROLS = [
  'frm_suche',
  'frm_suche:lsom_bundesland:codelist:scl_bundesland:mysom',
  'frm_suche:lsi_insolvenzgerichte:codelist:scl_insolvenzgericht:mysom',
  'frm_suche:ldi_datumVon:datumHtml5',
  'frm_suche:ldi_datumBis:datumHtml5',
  'frm_suche:lsom_wildcard:lsom',
  'frm_suche:litx_firmaNachName:text',
  'frm_suche:litx_vorname:text',
  'frm_suche:litx_sitzWohnsitz:text',
  'frm_suche:iaz_aktenzeichen:itx_abteilung',
  'frm_suche:iaz_aktenzeichen:som_registerzeichen:mysom',
  'frm_suche:iaz_aktenzeichen:itx_lfdNr',
  'frm_suche:iaz_aktenzeichen:itx_jahr',
  'frm_suche:iaz_aktenzeichen:ih_aktenzeichen',
  'frm_suche:lsom_gegenstand:codelist:mysom',
  'frm_suche:ir_registereintrag:som_registergericht:mysom',
  'frm_suche:ir_registereintrag:som_registerart:mysom',
  'frm_suche:ir_registereintrag:itx_registernummer',
  'frm_suche:ir_registereintrag:ih_registereintrag',
  'frm_suche:cbt_suchen',
  'jakarta.faces.ViewState',
];

describe('portal replica: search form', () => {
  let replica: PortalReplica;
  beforeAll(async () => {
    replica = await startPortalReplica({ port: 0, seed: 3, volume: 200, today: '2026-03-11' });
  });
  afterAll(() => replica.close());

  it('serves frm_suche with every control, a ViewState and a JSESSIONID cookie', async () => {
    const client = new PortalTestClient(replica.url);
    const page = await client.openForm();
    expect(page.status).toBe(200);
    expect(page.html).toMatch(
      /<form id="frm_suche" name="frm_suche" method="post" action="\/ap\/suche\.jsf;jsessionid=[0-9A-F]{32}"/,
    );
    expect([...page.controls.keys()].sort()).toEqual([...CONTROLS].sort());
    expect(page.controls.get('frm_suche:iaz_aktenzeichen:ih_aktenzeichen')).toBe('true');
    expect(page.controls.get('frm_suche:ir_registereintrag:ih_registereintrag')).toBe('true');
    expect(page.controls.get('frm_suche:cbt_suchen')).toBe('Suchen');
    expect(page.controls.get('frm_suche:lsom_wildcard:lsom')).toBe('0');
    expect(page.viewState).toMatch(/^-?\d+:-?\d+$/);
    expect(page.setCookie).toMatch(/^JSESSIONID=([0-9A-F]{32}); Path=\/ap; HttpOnly$/);
    expect(page.action).toContain(`jsessionid=${/JSESSIONID=(\w+)/.exec(page.setCookie ?? '')?.[1]}`);

    expect(selectOptions(page.html, 'frm_suche:lsom_bundesland:codelist:scl_bundesland:mysom')).toEqual([
      'NO_CODE',
      ...STATE_CODES,
    ]);
    expect(selectOptions(page.html, 'frm_suche:lsom_gegenstand:codelist:mysom')).toEqual(['NO_CODE', ...SUBJECT_CODES]);
    expect(selectOptions(page.html, 'frm_suche:ir_registereintrag:som_registerart:mysom')).toEqual([
      'NO_CODE',
      'GnR',
      'HRA',
      'HRB',
      'PR',
      'VR',
    ]);
    const courts = selectOptions(page.html, 'frm_suche:lsi_insolvenzgerichte:codelist:scl_insolvenzgericht:mysom');
    expect(courts[0]).toBe('NO_CODE');
    expect(courts.length).toBeGreaterThan(100);
    expect(page.html).toMatch(/<option value="BE01">Charlottenburg \(Berlin\)<\/option>/);
    expect(page.html).toContain('type="date" name="frm_suche:ldi_datumVon:datumHtml5"');
  });

  it('issues a new ViewState per view and keeps the session once the cookie is sent', async () => {
    const client = new PortalTestClient(replica.url);
    const first = await client.openForm();
    const second = await client.openForm();
    expect(second.viewState).not.toBe(first.viewState);
    expect(second.setCookie).toBeNull();
    expect(second.action).toBe('/ap/suche.jsf');
    const other = await new PortalTestClient(replica.url).openForm();
    expect(other.setCookie).not.toBe(first.setCookie);
  });

  it('redirects the root to the search form and answers unknown pages with 404', async () => {
    const root = await fetch(`${replica.url}/`, { redirect: 'manual' });
    expect(root.status).toBe(302);
    expect(root.headers.get('location')).toBe('/ap/suche.jsf');
    expect((await fetch(`${replica.url}/ap/unbekannt.jsf`)).status).toBe(404);
  });
});
