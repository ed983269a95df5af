import { generateDay } from './generator/generate-day.js';
import { type Notice, PUBLICATION_TYPES, SUBJECT_CODES } from './generator/notice.js';

const json = (notices: Notice[]) => JSON.stringify(notices);

describe('generateDay', () => {
  it('is deterministic for (date, seed, volume) and differs for another seed', () => {
    const a = generateDay('2026-03-11', { seed: 42, volume: 800 });
    const b = generateDay('2026-03-11', { seed: 42, volume: 800 });
    expect(json(a)).toBe(json(b));
    expect(a.every((n) => n.text.length > 200)).toBe(true);
    const other = generateDay('2026-03-11', { seed: 43, volume: 800 });
    expect(json(other)).not.toBe(json(a));
  });

  it('produces the same day whichever days were generated before', () => {
    const direct = json(generateDay('2026-02-20', { seed: 5, volume: 500 }));
    generateDay('2025-11-03', { seed: 5, volume: 500 });
    generateDay('2026-06-01', { seed: 5, volume: 500 });
    expect(json(generateDay('2026-02-20', { seed: 5, volume: 500 }))).toBe(direct);
  });

  it('follows the real volumes: working days around the volume, weekends and holidays almost empty', () => {
    const volume = 4000;
    const week = ['2026-03-09', '2026-03-10', '2026-03-11', '2026-03-12', '2026-03-13'].map(
      (d) => generateDay(d, { seed: 1, volume }).length,
    );
    for (const n of week) {
      expect(n).toBeGreaterThan(volume * 0.75);
      expect(n).toBeLessThan(volume * 1.3);
    }
    const average = week.reduce((a, b) => a + b, 0) / week.length;
    expect(average).toBeGreaterThan(volume * 0.85);
    expect(average).toBeLessThan(volume * 1.15);
    expect(generateDay('2026-03-14', { seed: 1, volume }).length).toBeLessThan(volume * 0.01);
    expect(generateDay('2026-03-15', { seed: 1, volume }).length).toBeLessThan(volume * 0.005);
    expect(generateDay('2026-10-03', { seed: 1, volume }).length).toBeLessThan(volume * 0.01);
    expect(generateDay('2026-03-11', { seed: 1 }).length).toBeGreaterThan(3000);
  });

  it('has about 650 core notices per 4,000 with ~60 % consumer cases and ~120 companies', () => {
    const day = generateDay('2026-03-11', { seed: 3, volume: 4000 });
    const core = day.filter((n) => ['SICHMASS', 'EROEFF', 'ABWMASS'].includes(n.subject));
    expect(core.length).toBeGreaterThan(500);
    expect(core.length).toBeLessThan(850);
    const consumer = core.filter((n) => / IK /.test(n.caseNumber)).length / core.length;
    expect(consumer).toBeGreaterThan(0.45);
    expect(consumer).toBeLessThan(0.75);
    const companies = core.filter((n) => n.debtorKind === 'company').length;
    expect(companies).toBeGreaterThan(70);
    expect(companies).toBeLessThan(200);
  });

  it('uses every layout, publication type, subject and debtor kind in a large day, with the traps', () => {
    const day = generateDay('2026-03-11', { seed: 9, volume: 6000 });
    const set = (f: (n: Notice) => string) => new Set(day.map(f));
    expect([...set((n) => n.template)].sort()).toEqual(['berlin', 'brandenburg', 'nrw', 'sachsen', 'short', 'south']);
    expect(set((n) => n.publicationType).size).toBe(PUBLICATION_TYPES.length);
    expect([...set((n) => n.subject)].sort()).toEqual([...SUBJECT_CODES].sort());
    expect([...set((n) => n.debtorKind)].sort()).toEqual(['company', 'estate', 'person']);
    expect(set((n) => n.state).size).toBe(16);

    const texts = day.map((n) => n.text);
    const some = (re: RegExp) => texts.some((t) => re.test(t));
    expect(some(/ehemals: |frühere Anschrift: /)).toBe(true);
    expect(some(/Sachwalter/)).toBe(true);
    expect(some(/antragstellende Gläubigerin -/)).toBe(true);
    expect(some(/persönlich haftende Gesellschafterin/)).toBe(true);
    expect(some(/Telefon: \S+ \S+ Telefax/)).toBe(true); // administrator block without commas
    expect(some(/um {2}Uhr/)).toBe(true); // empty time
    expect(some(/Nachlass/)).toBe(true);
    const openings = day.filter((n) => n.publicationType === 'eroeffnung');
    expect(openings.some((n) => /mangels Masse/.test(n.text))).toBe(true);
    const safeguards = day.filter((n) => n.publicationType === 'sicherungsmassnahmen');
    expect(safeguards.every((n) => /eingestellt/.test(n.text))).toBe(true);
    expect(day.some((n) => n.decisionDate !== n.publicationDate)).toBe(true);
    expect(day.filter((n) => n.register !== '').every((n) => /^.+, (GnR|HRA|HRB|PR|VR) \d+/.test(n.register))).toBe(
      true,
    );
  });

  it('writes the layouts of the Länder', () => {
    const day = generateDay('2026-03-11', { seed: 9, volume: 3000 });
    const first = (template: string, type: string) =>
      day.find((n) => n.template === template && n.publicationType === type) as Notice;
    expect(first('nrw', 'eroeffnung').text).toMatch(/^Amtsgericht [^,]+(, Aussenstelle Sulzbach)?, Aktenzeichen: /);
    expect(first('sachsen', 'eroeffnung').text).toMatch(
      /ergeht am \d\d\.\d\d\.\d{4} nachfolgende Entscheidung:\n\n1\. /,
    );
    expect(first('berlin', 'eroeffnung').text).toMatch(
      /^Amtsgericht Charlottenburg, Aktenzeichen: 36\w I[NK] \d+\/\d\d\n/,
    );
    expect(first('short', 'eroeffnung').text).toMatch(
      /^(Geschäfts-Nr\.: )?\d+ I[NK] \d+\/\d\d.*(:)? Über das Vermögen|ist das Insolvenzverfahren eröffnet worden über/,
    );
    const south = first('south', 'sicherungsmassnahmen');
    expect(south.text.split('\n')[0]).toBe(south.caseNumber);
    expect(south.text.trim().split('\n').at(-1)).toMatch(
      new RegExp(`^${south.court} - Insolvenzgericht - \\d\\d\\.\\d\\d\\.\\d{4}$`),
    );
    expect(south.text.split('\n').slice(0, -1).join('\n')).not.toContain(`${south.court} - Insolvenzgericht`);
    const operative: Record<string, RegExp> = {
      sicherungsmassnahmen: /angeordnet|Zu[mr] vorläufigen/,
      eroeffnung: /Insolvenzverfahren (eröffnet|[^.]*eröffnet)/,
      abweisung_mangels_masse: /mangels Masse abgewiesen/,
    };
    for (const notice of day) {
      expect(notice.text).toMatch(operative[notice.publicationType] ?? /./);
      expect(notice.text).toContain(notice.caseNumber);
      expect(notice.text).toContain(notice.court.replace('Amtsgericht ', ''));
      const name = notice.debtorKind === 'company' ? notice.debtorName : notice.debtorName.replace(/^Dr\. /, '');
      expect(notice.text).toContain(name);
    }
  });

  it('keeps court, Aktenzeichen and debtor of a case across days, and a case is court + Aktenzeichen', () => {
    const days: string[] = [];
    for (
      let d = new Date('2026-01-05T00:00:00Z');
      d <= new Date('2026-03-13T00:00:00Z');
      d.setUTCDate(d.getUTCDate() + 1)
    ) {
      days.push(d.toISOString().slice(0, 10));
    }
    const all = days.flatMap((d) => generateDay(d, { seed: 11, volume: 300 }));
    const byCase = new Map<string, Notice[]>();
    for (const n of all) byCase.set(n.caseId, [...(byCase.get(n.caseId) ?? []), n]);
    const timelines = [...byCase.values()].filter((ns) => new Set(ns.map((n) => n.publicationDate)).size > 1);
    expect(timelines.length).toBeGreaterThan(20);
    for (const ns of timelines) {
      const first = ns[0] as Notice;
      for (const n of ns) {
        expect([n.court, n.caseNumber, n.debtorName, n.listingName, n.seat]).toEqual([
          first.court,
          first.caseNumber,
          first.debtorName,
          first.listingName,
          first.seat,
        ]);
      }
    }
    const opened = timelines.filter(
      (ns) => ns[0]?.publicationType === 'sicherungsmassnahmen' && ns.some((n) => n.publicationType === 'eroeffnung'),
    );
    expect(opened.length).toBeGreaterThan(0);
    for (const ns of opened) {
      const sich = ns.find((n) => n.publicationType === 'sicherungsmassnahmen') as Notice;
      const open = ns.find((n) => n.publicationType === 'eroeffnung') as Notice;
      expect(open.publicationDate > sich.publicationDate).toBe(true);
    }

    const debtorOf = new Map<string, string>();
    const courtsOfNumber = new Map<string, Set<string>>();
    for (const n of all) {
      const key = `${n.court}|${n.caseNumber}`;
      expect(debtorOf.get(key) ?? n.caseId).toBe(n.caseId);
      debtorOf.set(key, n.caseId);
      courtsOfNumber.set(n.caseNumber, (courtsOfNumber.get(n.caseNumber) ?? new Set()).add(n.court));
    }
    expect([...courtsOfNumber.values()].some((courts) => courts.size > 1)).toBe(true);
  });

  // Its speed is shown by `npm run bench -- import` (tests assert no wall-clock times).
  it('generates a day at the volume asked for', () => {
    const day = generateDay('2026-05-07', { seed: 77, volume: 6000 });
    expect(day.length).toBeGreaterThan(4500);
  });
});
