import { parseNotice } from '../parse-notice.js';
import { annotatedNotices, corpusNotices, fixturesMissing } from '../real-notices.test-kit.js';
import { accuracyTable, deadlineAccuracy } from './deadline-accuracy.js';
import { deadlineLabels } from './real-notice-deadlines.test-kit.js';

/*
 * Deadlines read from the real notices (read at run time from ../shared/fixtures/real-notices/): each kind on a
 * named notice, and the accuracy over the labelled table (real-notice-deadlines.labels.json).
 */

interface Fixture {
  readonly id: string;
  readonly text: string;
  readonly publicationDate: string;
}

function fixtures(): Map<string, Fixture> {
  const all = new Map<string, Fixture>();
  for (const n of corpusNotices() ?? []) {
    const listing = n.listing as unknown as { publicationDate: string };
    all.set(n.id, { id: n.id, text: n.text, publicationDate: listing.publicationDate });
  }
  for (const n of annotatedNotices() ?? []) {
    all.set(n.id, { id: n.id, text: n.text, publicationDate: n.expected.publication_date as string });
  }
  return all;
}

const missing = fixturesMissing();
const maybe = missing ? describe.skip : describe;

maybe('deadlines of the real notices', () => {
  const all = fixtures();
  const deadlinesOf = (id: string) => {
    const fixture = all.get(id);
    if (!fixture) throw new Error(`fixture ${id} not found`);
    return parseNotice(fixture.text, fixture.publicationDate).deadlines;
  };
  const summary = (id: string) =>
    deadlinesOf(id)
      .filter((d) => d.kind !== 'wirksamkeit')
      .map((d) => [d.kind, d.date, d.time]);

  it('reads the Anmeldefrist and a joint Berichts- und Prüfungstermin with time and place (Gießen)', () => {
    expect(summary('iwh-2019-12-66')).toEqual([
      ['anmeldefrist', '2020-02-17', null],
      ['berichtstermin', '2020-03-16', '09:30'],
      ['pruefungstermin', '2020-03-16', '09:30'],
    ]);
    const hearing = deadlinesOf('iwh-2019-12-66').find((d) => d.kind === 'pruefungstermin');
    expect(hearing?.place).toBe('Saal 406, 4. OG, Gebäude B, Gutfleischstraße 1, 35390 Gießen');
    expect(hearing?.sentence).toMatch(/^Berichts- und Prüfungstermin am Montag, 16\.03\.2020, 09:30 Uhr/);
  });

  it('reads the Stichtag of the written procedure in its wordings', () => {
    // "Stichtag, der dem Berichts- und Prüfungstermin (§ 29, 156, 176 InsO) entspricht, ist der 01.04.2020"
    expect(summary('iwh-2020-01-10')).toContainEqual(['stichtag_schriftliches_verfahren', '2020-04-01', null]);
    // "Berichts- und Prüfungsstichtag (…) ist Freitag, 22. Mai 2020."
    expect(summary('iwh-2020-03-9')).toContainEqual(['stichtag_schriftliches_verfahren', '2020-05-22', null]);
    // "Die Beteiligten erhalten Gelegenheit, bis 16.03.2020 den Forderungsanmeldungen … zu widersprechen."
    expect(summary('iwh-2020-01-2')).toContainEqual(['stichtag_schriftliches_verfahren', '2020-03-16', null]);
    // "Die Forderungen werden gemäß § 5 Abs. 2 InsO im schriftlichen Verfahren am 04.06.2020 geprüft."
    expect(summary('iwh-2020-02-251')).toContainEqual(['stichtag_schriftliches_verfahren', '2020-06-04', null]);
  });

  it('reads the Antragsfrist and the Einwendungsfrist', () => {
    const antrag = deadlinesOf('iwh-2020-01-2').find((d) => d.kind === 'antragsfrist');
    expect(antrag).toMatchObject({ date: '2020-02-03', time: null });
    expect(antrag?.sentence).toMatch(/bedarf es der Antragstellung bis 03\.02\.2020, damit/);
    expect(summary('iwh-2020-02-54')).toEqual([
      ['anmeldefrist', '2020-04-27', null],
      ['einwendungsfrist', '2020-05-11', null],
    ]);
  });

  it('reads a written Schlusstermin', () => {
    expect(summary('iwh-2020-03-175')).toEqual([['schlusstermin', '2020-05-08', null]]);
  });

  it('reads the Beschwerde period with its start: from the publication dated, from service without a date', () => {
    const fromPublication = deadlinesOf('iwh-2020-03-9').find((d) => d.kind === 'sonstige_frist');
    // Published Wed 04.03.2020, effective Fri 06.03.2020, two weeks later Fri 20.03.2020.
    expect(fromPublication).toMatchObject({
      date: '2020-03-20',
      relative: { text: 'binnen einer Notfrist von zwei Wochen', from: 'publication' },
    });
    const fromService = deadlinesOf('iwh-2020-02-41').find((d) => d.kind === 'sonstige_frist');
    expect(fromService).toMatchObject({ date: null, relative: { text: 'innerhalb von zwei Wochen', from: 'service' } });
  });

  it('adds the effective date of the publication (§ 9 Abs. 1 Satz 3 InsO)', () => {
    expect(deadlinesOf('iwh-2020-06-7893')).toEqual([
      expect.objectContaining({
        kind: 'wirksamkeit',
        date: '2020-06-28',
        sentence: expect.stringMatching(/§ 9 Abs\. 1 Satz 3 InsO/),
      }),
    ]);
  });

  it('keeps claimsDeadline as the Anmeldefrist of the list', () => {
    for (const id of ['iwh-2019-12-66', 'iwh-2020-02-54', 'iwh-2020-03-175']) {
      const fixture = all.get(id)!;
      const parsed = parseNotice(fixture.text, fixture.publicationDate);
      expect(parsed.claimsDeadline).toBe(parsed.deadlines.find((d) => d.kind === 'anmeldefrist')?.date ?? null);
    }
  });

  it('finds every labelled deadline of the labelled table, and nothing else', () => {
    const accuracy = deadlineAccuracy(deadlineLabels(), (id) => (all.has(id) ? deadlinesOf(id) : null));
    // eslint-disable-next-line no-console -- the accuracy table is the point of this spec
    console.log(`deadline accuracy on the labelled real notices:\n${accuracyTable(accuracy)}`);
    expect(accuracy.misses).toEqual([]);
    expect(accuracy.labelled).toBeGreaterThanOrEqual(45);
  });

  it('takes the notice\'s own decision date, not an earlier one it cites ("bereits mit Beschluss vom …")', () => {
    // "… am 07.01.2020 beschlossen: 1. Der Antrag … ist bereits mit Beschluss vom 04.10.2019 zugelassen worden."
    const cited = all.get('iwh-2020-01-266')!;
    expect(parseNotice(cited.text).decisionDate).toBe('2020-01-07');
    // "1. Die mit Beschluss vom 9. Dezember 2019 … angeordneten Sicherungsmaßnahmen … werden aufgehoben."
    expect(parseNotice(all.get('iwh-2020-01-1156')!.text).decisionDate).toBe('2020-01-22');
    // "5.) Die mit Beschluss vom 25.04.2019 angeordneten Nebenmaßnahmen werden aufgehoben."
    expect(parseNotice(all.get('iwh-2020-02-33')!.text).decisionDate).toBe('2020-02-05');
  });
});
