import { decisiveSentence } from './decisive-sentence.js';
import { findHearings } from './hearings.js';
import { normaliseNoticeText } from './normalise-text.js';
import { parseNotice } from './parse-notice.js';
import { annotatedNotices, corpusNotices, fixturesMissing } from './real-notices.test-kit.js';

const hearingsOf = (text: string) => findHearings(normaliseNoticeText(text).text);

describe('hearings in real notices (../shared/fixtures/real-notices)', () => {
  const all = fixturesMissing() ? [] : [...(annotatedNotices() ?? []), ...(corpusNotices() ?? [])];
  const byId = (id: string) => {
    const notice = all.find((n) => n.id === id);
    if (!notice) throw new Error(`fixture ${id} missing`);
    return notice.text;
  };
  const run = all.length > 0 ? it : it.skip;

  run('reads a combined Berichts- und Prüfungstermin with date, time and place (Gießen)', () => {
    expect(hearingsOf(byId('iwh-2019-12-66'))).toEqual([
      {
        kind: 'berichts_und_pruefungstermin',
        date: '2020-03-16',
        time: '09:30',
        place: 'Saal 406, 4. OG, Gebäude B, Gutfleischstraße 1, 35390 Gießen',
      },
    ]);
  });

  run('reads the numbered Berlin items as two hearings on different days, each with its place', () => {
    expect(hearingsOf(byId('iwh-2020-01-8'))).toEqual([
      {
        kind: 'berichtstermin',
        date: '2020-03-09',
        time: '10:10',
        place: 'Sitzungssaal 218, 2. Stock, 14057 Berlin, Amtsgerichtsplatz 1, Amtsgericht Charlottenburg',
      },
      {
        kind: 'pruefungstermin',
        date: '2020-06-15',
        time: '10:00',
        place: 'Sitzungssaal 218, 2. Stock, 14057 Berlin, Amtsgerichtsplatz 1, Amtsgericht Charlottenburg',
      },
    ]);
  });

  run('merges a Berichtstermin and a Prüfungstermin at the same time into one session', () => {
    expect(hearingsOf(byId('iwh-2020-02-1797'))).toEqual([
      expect.objectContaining({ kind: 'berichts_und_pruefungstermin', date: '2020-04-27', time: '12:10' }),
    ]);
  });

  run('takes the place from the next sentence when the hearing sentence ends with the time', () => {
    expect(hearingsOf(byId('iwh-2020-01-111'))).toEqual([
      {
        kind: 'berichts_und_pruefungstermin',
        date: '2020-03-11',
        time: '10:00',
        place: 'Gebäude des Amtsgerichts Frankfurt (Oder), Müllroser Chaussee 55, 15236 Frankfurt (Oder), Saal 301',
      },
    ]);
  });

  run('never takes the time of an opening or an order for a hearing', () => {
    // Opening ("ist am 18.12.2019 um 11:40 Uhr das Insolvenzverfahren eröffnet") and preliminary orders.
    for (const id of ['iwh-2020-01-0', 'iwh-2020-02-1', 'iwh-2020-03-9', 'iwh-2020-02-11']) {
      expect(hearingsOf(byId(id))).toEqual([]);
    }
    const openingDates = all.flatMap((n) => {
      const decision = parseNotice(n.text).decisionDate;
      return hearingsOf(n.text).filter((h) => h.date === decision);
    });
    expect(openingDates).toEqual([]);
  });

  run('finds hearings with a place in the corpus notices that announce one', () => {
    const found = all.flatMap((n) => hearingsOf(n.text));
    expect(found.length).toBeGreaterThanOrEqual(80);
    const withPlace = found.filter((h) => h.place !== null && h.place.length <= 120);
    expect(withPlace.length / found.length).toBeGreaterThan(0.95);
    expect(found.every((h) => /^\d{2}:\d{2}$/.test(h.time ?? ''))).toBe(true);
  });

  run('previews the decisive sentence instead of the boilerplate opening', () => {
    const preview = decisiveSentence(byId('iwh-2019-12-66'));
    expect(preview).toBe('… ist am 18.12.2019 um 11:40 Uhr das Insolvenzverfahren eröffnet worden.');
    for (const n of all) {
      const text = decisiveSentence(n.text);
      expect(text.length).toBeLessThanOrEqual(330);
      expect(text).not.toMatch(/^Amtsgericht \S+, Aktenzeichen/);
    }
  });
});

describe('hearings in notice variants', () => {
  it('reads a Schlusstermin with line breaks and a written month', () => {
    const text =
      'Amtsgericht Kiel\n73 IN 12/26\nIn dem Insolvenzverfahren über das Vermögen der Nordwind GmbH wird\n' +
      'Termin zur abschließenden Gläubigerversammlung (Schlusstermin) bestimmt auf\nDienstag, 3. März 2026 um 9.15 Uhr,\n' +
      'im Sitzungssaal 2, Deliusstraße 22, 24114 Kiel. Der Termin dient der Erörterung der Schlussrechnung.';
    expect(hearingsOf(text)).toEqual([
      {
        kind: 'schlusstermin',
        date: '2026-03-03',
        time: '09:15',
        place: 'Sitzungssaal 2, Deliusstraße 22, 24114 Kiel',
      },
    ]);
  });

  it('reads a Prüfungstermin for claims filed late and an Erörterungs- und Abstimmungstermin', () => {
    expect(
      hearingsOf(
        'Termin zur Prüfung der nachträglich angemeldeten Forderungen ist am 12.05.2026, 10:00 Uhr, Saal 14, Amtsgericht Essen.',
      ),
    ).toEqual([{ kind: 'pruefungstermin', date: '2026-05-12', time: '10:00', place: 'Saal 14, Amtsgericht Essen' }]);
    expect(
      hearingsOf('Erörterungs- und Abstimmungstermin über den Insolvenzplan: 01.06.2026, 14:30 Uhr, Saal 3.'),
    ).toEqual([{ kind: 'eroerterungs_und_abstimmungstermin', date: '2026-06-01', time: '14:30', place: 'Saal 3' }]);
  });

  it('ignores dates without a time and times of other events', () => {
    expect(hearingsOf('Forderungen sind bis zum 17.02.2026 anzumelden. Der Prüfungstermin entfällt.')).toEqual([]);
    expect(
      hearingsOf('Über das Vermögen der X GmbH ist am 18.12.2025 um 11:40 Uhr das Insolvenzverfahren eröffnet worden.'),
    ).toEqual([]);
  });

  it('is part of the parsed notice and never throws', () => {
    expect(parseNotice('').hearings).toEqual([]);
    expect(
      parseNotice('Berichtstermin am Montag, 16.03.2026, 09:30 Uhr, Saal 406, 35390 Gießen, in dem berichtet wird.')
        .hearings,
    ).toEqual([{ kind: 'berichtstermin', date: '2026-03-16', time: '09:30', place: 'Saal 406, 35390 Gießen' }]);
  });
});
