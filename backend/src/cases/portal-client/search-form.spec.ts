import { searchFormPage } from './portal-pages.test-kit.js';
import { buildSearchBody, parseSearchForm } from './search-form.js';
import { STATE_CODES, SUBJECT_CODES } from './types.js';

const PAGE_URL = 'https://portal.example/ap/suche.jsf';

describe('parseSearchForm', () => {
  it('reads every successful control of frm_suche', () => {
    const form = parseSearchForm(searchFormPage(), PAGE_URL);
    expect(form.id).toBe('frm_suche');
    expect(form.action).toBe('https://portal.example/ap/suche.jsf;jsessionid=abc');
    const names = form.controls.map((c) => c.name);
    expect(names).toContain('frm_suche:litx_vorname:text');
    expect(names).toContain('frm_suche:cb_checked');
    expect(names).not.toContain('frm_suche:cb_unchecked');
    expect(names).not.toContain('frm_suche:disabled');
    expect(names).not.toContain('frm_suche:reset');
    expect(names).not.toContain('frm_suche:cbt_suchen');
    const value = (name: string): string | undefined => form.controls.find((c) => c.name === name)?.value;
    expect(value('frm_suche:lsom_bundesland:codelist:scl_bundesland:mysom')).toBe('NO_CODE');
    expect(value('frm_suche:lsi_insolvenzgerichte:codelist:scl_insolvenzgericht:mysom')).toBe('NO_CODE'); // first option
    expect(value('frm_suche:lsom_wildcard:lsom')).toBe('0');
    expect(value('frm_suche:ir_registereintrag:som_registerart:mysom')).toBe('');
    expect(value('frm_suche:cb_checked')).toBe('yes');
    expect(form.submit).toEqual({ name: 'frm_suche:cbt_suchen', value: 'Suchen' });
    expect(form.viewState).toEqual({ name: 'jakarta.faces.ViewState', value: '-123:456&7' });
    expect(form.facesPrefix).toBe('jakarta.faces');
    expect(form.stateControl).toBe('frm_suche:lsom_bundesland:codelist:scl_bundesland:mysom');
    expect(form.subjectControl).toBe('frm_suche:lsom_gegenstand:codelist:mysom');
    expect(form.stateCodes).toEqual([...STATE_CODES]);
    expect(form.subjectCodes).toEqual([...SUBJECT_CODES]);
  });

  it('accepts the legacy javax.faces.ViewState and old control ids', () => {
    const html = searchFormPage({ legacy: true })
      .replace(/lsom_bundesland:codelist:scl_bundesland:mysom/g, 'lsom_bundesland:lsom')
      .replace(/ldi_datumVon:datumHtml5" type="date"/, 'ldi_datumVon:datum" type="text"')
      .replace(/name="frm_suche:ldi_datumVon:datumHtml5"/, 'name="frm_suche:ldi_datumVon:datum"');
    const form = parseSearchForm(html, PAGE_URL);
    expect(form.viewState?.name).toBe('javax.faces.ViewState');
    expect(form.facesPrefix).toBe('javax.faces');
    expect(form.stateControl).toBe('frm_suche:lsom_bundesland:lsom');
    const body = buildSearchBody(form, { day: '2025-07-03', state: 'HH', subject: null });
    expect(body.get('frm_suche:ldi_datumVon:datum')).toBe('03.07.2025'); // plain text input: German date
    expect(body.get('frm_suche:ldi_datumBis:datumHtml5')).toBe('2025-07-03');
    expect(body.get('frm_suche:lsom_bundesland:lsom')).toBe('HH');
    expect(body.get('javax.faces.ViewState')).toBe('-123:456&7');
  });

  it('rejects a page without the search form', () => {
    expect(() => parseSearchForm('<html><body>Wartungsarbeiten</body></html>', PAGE_URL)).toThrow('frm_suche');
  });
});

describe('buildSearchBody', () => {
  it('posts every control with date, Bundesland and Gegenstand overridden', () => {
    const form = parseSearchForm(searchFormPage(), PAGE_URL);
    const body = buildSearchBody(form, { day: '2025-07-03', state: 'NW', subject: 'EROEFF' });
    expect(body.get('frm_suche')).toBe('frm_suche');
    expect(body.get('frm_suche:ldi_datumVon:datumHtml5')).toBe('2025-07-03');
    expect(body.get('frm_suche:ldi_datumBis:datumHtml5')).toBe('2025-07-03');
    expect(body.get('frm_suche:lsom_bundesland:codelist:scl_bundesland:mysom')).toBe('NW');
    expect(body.get('frm_suche:lsom_gegenstand:codelist:mysom')).toBe('EROEFF');
    expect(body.get('frm_suche:lsi_insolvenzgerichte:codelist:scl_insolvenzgericht:mysom')).toBe('NO_CODE');
    expect(body.get('frm_suche:litx_firmaNachName:text')).toBe('');
    expect(body.get('frm_suche:iaz_aktenzeichen:ih_aktenzeichen')).toBe('true');
    expect(body.get('frm_suche:cbt_suchen')).toBe('Suchen');
    expect(body.get('jakarta.faces.ViewState')).toBe('-123:456&7');
    expect(body.getAll('frm_suche:lsom_bundesland:codelist:scl_bundesland:mysom')).toHaveLength(1);
    // the encoded body escapes the ViewState's reserved characters
    expect(body.toString()).toContain('jakarta.faces.ViewState=-123%3A456%267');
  });

  it('uses NO_CODE for unrestricted parts', () => {
    const form = parseSearchForm(searchFormPage(), PAGE_URL);
    const body = buildSearchBody(form, { day: '2025-07-03', state: null, subject: null });
    expect(body.get('frm_suche:lsom_bundesland:codelist:scl_bundesland:mysom')).toBe('NO_CODE');
    expect(body.get('frm_suche:lsom_gegenstand:codelist:mysom')).toBe('NO_CODE');
  });
});
