import { generateDay } from './generator/generate-day.js';
import { type Notice, STATE_CODES, SUBJECT_CODES } from './generator/notice.js';
import { PortalTestClient } from './portal-test-client.test-kit.js';
import { type PortalReplica, startPortalReplica } from './replica-server.js';

const F = {
  state: 'frm_suche:lsom_bundesland:codelist:scl_bundesland:mysom',
  court: 'frm_suche:lsi_insolvenzgerichte:codelist:scl_insolvenzgericht:mysom',
  from: 'frm_suche:ldi_datumVon:datumHtml5',
  to: 'frm_suche:ldi_datumBis:datumHtml5',
  wildcard: 'frm_suche:lsom_wildcard:lsom',
  name: 'frm_suche:litx_firmaNachName:text',
  firstName: 'frm_suche:litx_vorname:text',
  seat: 'frm_suche:litx_sitzWohnsitz:text',
  azDivision: 'frm_suche:iaz_aktenzeichen:itx_abteilung',
  azSign: 'frm_suche:iaz_aktenzeichen:som_registerzeichen:mysom',
  azNumber: 'frm_suche:iaz_aktenzeichen:itx_lfdNr',
  azYear: 'frm_suche:iaz_aktenzeichen:itx_jahr',
  subject: 'frm_suche:lsom_gegenstand:codelist:mysom',
  registerCourt: 'frm_suche:ir_registereintrag:som_registergericht:mysom',
  registerType: 'frm_suche:ir_registereintrag:som_registerart:mysom',
  registerNumber: 'frm_suche:ir_registereintrag:itx_registernummer',
};

const SEED = 21;
const TODAY = '2026-03-11';
const DAY = '2026-03-10';

async function client(replica: PortalReplica): Promise<PortalTestClient> {
  const c = new PortalTestClient(replica.url);
  await c.openForm();
  return c;
}

const german = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

describe('portal replica: search', () => {
  let replica: PortalReplica;
  let day: Notice[];
  beforeAll(async () => {
    replica = await startPortalReplica({ port: 0, seed: SEED, volume: 600, today: TODAY, days: 20 });
    day = generateDay(DAY, { seed: SEED, volume: 600 });
  });
  afterAll(() => replica.close());

  it('returns exactly the publications of a day and Land, with the portal cell formats', async () => {
    const c = await client(replica);
    const expected = day.filter((n) => n.state === 'NW');
    const page = await c.search({ [F.from]: DAY, [F.to]: DAY, [F.state]: 'NW' });
    if (page.kind !== 'rows') throw new Error(page.kind);
    expect(page.rows.map((r) => `${r.court}|${r.caseNumber}|${r.name}`).sort()).toEqual(
      expected.map((n) => `${n.courtPlace}|${n.caseNumber}|${n.listingName}`).sort(),
    );
    expect(page.rows.every((r) => r.date === german(DAY))).toBe(true);
    for (const [i, r] of page.rows.entries()) {
      expect(r.index).toBe(i);
      expect(r.buttonId).toMatch(new RegExp(`^tbl_ergebnis:${i}:frm_detail:j_idt\\d+$`));
    }
    const person = expected.find((n) => n.debtorKind === 'person') as Notice;
    const row = page.rows.find((r) => r.caseNumber === person.caseNumber && r.court === person.courtPlace);
    expect(row?.name).toMatch(/^[^,]+, [^,]+$/);
    expect(page.rows.filter((r) => r.register).every((r) => /^.+, (GnR|HRA|HRB|PR|VR) \d+/.test(r.register))).toBe(
      true,
    );
    expect(page.html).toContain('Suchergebnis - Veröffentlichungsliste');
    expect(page.html).toContain('<span id="otx_firmaNachnameValue"></span>');
  });

  it('shows the court as place name only and filters by court and Gegenstand', async () => {
    const c = await client(replica);
    const page = await c.search({ [F.from]: '2026-03-02', [F.to]: TODAY, [F.court]: 'BE01', [F.subject]: 'EROEFF' });
    if (page.kind !== 'rows') throw new Error(page.kind);
    expect(new Set(page.rows.map((r) => r.court))).toEqual(new Set(['Charlottenburg (Berlin)']));
    const expected = [
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-09',
      '2026-03-10',
      TODAY,
    ]
      .flatMap((d) => generateDay(d, { seed: SEED, volume: 600 }))
      .filter((n) => n.courtCode === 'BE01' && n.subject === 'EROEFF');
    expect(page.rows.length).toBe(expected.length);
    expect(page.rows[0]?.date).toBe(german(TODAY)); // newest first
  });

  it('finds firm and surname with the * and ? wildcards, first name, seat, Aktenzeichen and register', async () => {
    const c = await client(replica);
    const company = day.find(
      (n) => n.debtorKind === 'company' && n.register && /^\p{L}{4,}/u.test(n.debtorName),
    ) as Notice;
    const word = company.debtorName.split(' ')[0] as string;
    const prefix = await c.search({ [F.from]: DAY, [F.to]: DAY, [F.name]: `${word.slice(0, 3)}*` });
    if (prefix.kind !== 'rows') throw new Error(prefix.kind);
    expect(prefix.rows.some((r) => r.name === company.listingName)).toBe(true);
    expect(prefix.rows.every((r) => r.name.toLowerCase().startsWith(word.slice(0, 3).toLowerCase()))).toBe(true);
    const single = await c.search({
      [F.from]: DAY,
      [F.to]: DAY,
      [F.name]: `${word.slice(0, 2)}?${word.slice(3)}`,
      [F.wildcard]: '0',
    });
    if (single.kind !== 'rows') throw new Error(single.kind);
    expect(single.rows.some((r) => r.name === company.listingName)).toBe(true);
    const exact = await c.search({
      [F.from]: DAY,
      [F.to]: DAY,
      [F.name]: company.debtorName.toUpperCase(),
      [F.wildcard]: '1',
    });
    if (exact.kind !== 'rows') throw new Error(exact.kind);
    expect(exact.rows.every((r) => r.name === company.listingName)).toBe(true);

    const person = day.find((n) => n.debtorKind === 'person') as Notice;
    const [last, first] = person.listingName.split(', ') as [string, string];
    const byPerson = await c.search({
      [F.from]: DAY,
      [F.to]: DAY,
      [F.name]: last,
      [F.firstName]: first,
      [F.seat]: person.seat,
    });
    if (byPerson.kind !== 'rows') throw new Error(byPerson.kind);
    expect(byPerson.rows.map((r) => r.caseNumber)).toContain(person.caseNumber);
    expect(byPerson.rows.every((r) => r.name.includes(', '))).toBe(true);

    const az = /^(?:(.+) )?(IN|IK) (\d+)\/(\d\d)$/.exec(company.caseNumber) as RegExpExecArray;
    const byAz = await c.search({
      [F.from]: DAY,
      [F.to]: DAY,
      [F.azDivision]: az[1] ?? '',
      [F.azSign]: az[2] as string,
      [F.azNumber]: az[3] as string,
      [F.azYear]: `20${az[4]}`,
    });
    if (byAz.kind !== 'rows') throw new Error(byAz.kind);
    expect(byAz.rows.map((r) => `${r.court} ${r.caseNumber}`)).toContain(`${company.courtPlace} ${company.caseNumber}`);

    const form = await c.openForm();
    const [place, typeNumber] = company.register.split(', ') as [string, string];
    const [type, number] = typeNumber.split(' ') as [string, string];
    const registerCode = new RegExp(`<option value="(R\\d+)">${place.replace(/[()]/g, '\\$&')}</option>`).exec(
      form.html,
    )?.[1];
    const byRegister = await c.search({
      [F.from]: DAY,
      [F.to]: DAY,
      [F.registerCourt]: registerCode ?? '',
      [F.registerType]: type,
      [F.registerNumber]: number,
    });
    if (byRegister.kind !== 'rows') throw new Error(byRegister.kind);
    expect(byRegister.rows.every((r) => r.register.startsWith(`${place}, ${type} ${number}`))).toBe(true);
    expect(byRegister.rows.map((r) => r.caseNumber)).toContain(company.caseNumber);
  });

  it('marks an empty result with otx_keineTreffer', async () => {
    const c = await client(replica);
    const page = await c.search({ [F.from]: DAY, [F.to]: DAY, [F.name]: 'Qxqxqx Nichtvorhanden' });
    expect(page.kind).toBe('no-hits');
    expect(page.html).toContain('<span id="otx_keineTreffer">Keine Treffer</span>');
    expect(page.html).not.toContain('id="tbl_ergebnis"');
    expect(page.html).toContain('<span id="otx_firmaNachnameValue">Qxqxqx Nichtvorhanden</span>');
  });

  it('validates the register entry and dates like the portal', async () => {
    const c = await client(replica);
    const partial = await c.search({ [F.registerNumber]: '1234' });
    expect(partial.kind).toBe('error');
    expect(partial.html).toContain("Fehler in Feld 'Registereintrag': Der Registereintrag muss eindeutig belegt sein!");
    const badDate = await c.search({ [F.from]: '2026-02-31' });
    expect(badDate.kind).toBe('error');
    const noButton = await c.search({ 'frm_suche:cbt_suchen': '' });
    expect(noButton.kind).not.toBe('expired');
  });

  it('finds notices older than two weeks only with court and identifier (§ 2 InsoBekV)', async () => {
    const old = '2026-02-23';
    const notice = generateDay(old, { seed: SEED, volume: 600 }).find((n) => n.debtorKind === 'company') as Notice;
    const c = await client(replica);
    const open = await c.search({ [F.from]: old, [F.to]: old });
    expect(open.kind).toBe('no-hits');
    const restricted = await c.search({
      [F.from]: old,
      [F.to]: old,
      [F.court]: notice.courtCode,
      [F.name]: notice.debtorName,
    });
    if (restricted.kind !== 'rows') throw new Error(restricted.kind);
    expect(restricted.rows.map((r) => r.caseNumber)).toContain(notice.caseNumber);
  });
});

describe('portal replica: hit limit', () => {
  let replica: PortalReplica;
  beforeAll(async () => {
    replica = await startPortalReplica({ port: 0, seed: 4, volume: 5000, today: TODAY });
  });
  afterAll(() => replica.close());

  it('answers "zu viele Treffer" above the limit, and splitting by Land then Gegenstand fits', async () => {
    const c = await client(replica);
    const all = await c.search({ [F.from]: DAY, [F.to]: DAY });
    expect(all.kind).toBe('too-many');
    expect(all.html).toContain('Ihre Suche ergab zu viele Treffer. Die maximale Trefferzahl beträgt 1000.');
    expect(all.html).not.toContain('id="tbl_ergebnis"');

    const expected = generateDay(DAY, { seed: 4, volume: 5000 });
    const seen: string[] = [];
    let splits = 0;
    for (const state of STATE_CODES) {
      const byState = await c.search({ [F.from]: DAY, [F.to]: DAY, [F.state]: state });
      if (byState.kind === 'rows') {
        seen.push(...byState.rows.map((r) => `${r.court}|${r.caseNumber}|${r.name}`));
        continue;
      }
      if (byState.kind === 'no-hits') continue;
      expect(byState.kind).toBe('too-many');
      splits++;
      for (const subject of SUBJECT_CODES) {
        const part = await c.search({ [F.from]: DAY, [F.to]: DAY, [F.state]: state, [F.subject]: subject });
        expect(part.kind === 'rows' || part.kind === 'no-hits').toBe(true);
        if (part.kind === 'rows') {
          expect(part.rows.length).toBeLessThanOrEqual(1000);
          seen.push(...part.rows.map((r) => `${r.court}|${r.caseNumber}|${r.name}`));
        }
      }
    }
    expect(splits).toBeGreaterThan(0);
    expect(seen.sort()).toEqual(expected.map((n) => `${n.courtPlace}|${n.caseNumber}|${n.listingName}`).sort());
  }, 60_000);

  it('honours a hit-limit override from the fault settings', async () => {
    replica.setFaults({ hitLimit: 5 });
    try {
      const c = await client(replica);
      expect((await c.search({ [F.from]: DAY, [F.to]: DAY, [F.state]: 'HB' })).kind).toBe('too-many');
      expect(replica.stats().hitLimit).toBe(5);
    } finally {
      replica.setFaults({});
    }
  });
});
