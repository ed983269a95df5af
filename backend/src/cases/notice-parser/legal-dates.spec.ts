import { findLegalDates, findNoticeDates } from './legal-dates.js';
import { normaliseNoticeText } from './normalise-text.js';
import { parseNotice } from './parse-notice.js';
import { annotatedNotices, corpusNotices, fixturesMissing } from './real-notices.test-kit.js';

const datesOf = (text: string) => findLegalDates(normaliseNoticeText(text).text);

describe('dates with legal meaning besides hearings at a time', () => {
  it('lists the Stichtag that replaces the Berichts- und Prüfungstermin in the written procedure', () => {
    const text =
      'Das Verfahren wird schriftlich durchgeführt (§ 5 Abs. 2 InsO). An die Stelle des Berichts- und ' +
      'Prüfungstermins tritt als Stichtag der 18.01.2027. Bis zu diesem Tag können die Gläubiger schriftlich ' +
      'Stellung nehmen. Widersprüche gegen angemeldete Forderungen müssen bis zum Stichtag bei Gericht eingegangen sein.';
    expect(datesOf(text)).toEqual([
      {
        kind: 'stichtag',
        date: '2027-01-18',
        time: null,
        place: 'Schriftliches Verfahren, an Stelle des Berichts- und Prüfungstermins',
      },
    ]);
  });

  it('reads the Stichtag as the real notices word it ("Stichtag, der dem Prüfungstermin entspricht, ist der …")', () => {
    expect(
      datesOf('Stichtag, der dem Prüfungstermin (§§ 29, 156, 176 InsO) entspricht, ist der 08.06.2020. Bis zu diesem'),
    ).toEqual([expect.objectContaining({ kind: 'stichtag', date: '2020-06-08' })]);
    expect(datesOf('Prüfungsstichtag, der dem Prüfungstermin entspricht (§ 176 InsO), ist der 05.05.2020')).toEqual([
      expect.objectContaining({ kind: 'stichtag', date: '2020-05-05' }),
    ]);
    expect(datesOf('Stichtag, der dem Berichts- und Prüfungstermin entspricht, ist der: 24.02.2020 Bis zu')).toEqual([
      expect.objectContaining({ kind: 'stichtag', date: '2020-02-24' }),
    ]);
    // The Stichtag named again without its date ("dem vorstehend genannten Stichtag") is no further date.
    expect(
      datesOf(
        'zwischen dem Ablauf der Anmeldefrist (06.04.2020) und dem vorstehend genannten Stichtag, zu dem die ' +
          'Forderungen schriftlich geprüft werden, liegt.',
      ),
    ).toEqual([]);
  });

  it('lists the Schlusstermin of the written procedure, with and without the word "Schlusstermin"', () => {
    expect(
      datesOf('Das Verfahren wird schriftlich fortgeführt. An die Stelle des Schlusstermins tritt der 16.12.2026.'),
    ).toEqual([{ kind: 'schlusstermin', date: '2026-12-16', time: null, place: 'Schriftliches Verfahren' }]);
    expect(datesOf('Schriftlicher Schlusstermin wird bestimmt auf den: 08.05.2020. Der Termin dient der')).toEqual([
      { kind: 'schlusstermin', date: '2020-05-08', time: null, place: 'Schriftliches Verfahren' },
    ]);
    expect(datesOf('Schlusstermin: 16.12.2026')).toEqual([
      { kind: 'schlusstermin', date: '2026-12-16', time: null, place: null },
    ]);
    // At a time it is a hearing, which findHearings reads; a Schlusstermin without a date is no date.
    expect(datesOf('Schlusstermin wird bestimmt auf den 16.12.2026, 10:00 Uhr, Saal 3.')).toEqual([]);
    expect(datesOf('Gläubiger können bis zum Schlusstermin Versagungsanträge stellen (§ 290 InsO).')).toEqual([]);
  });

  it('lists the deadlines for objections to claims and to the final list, and for a Schutzschirm plan', () => {
    expect(
      datesOf(
        'Die Beteiligten erhalten Gelegenheit, bis 16.03.2020 den Forderungsanmeldungen schriftlich zu widersprechen.',
      ),
    ).toEqual([{ kind: 'widerspruchsfrist', date: '2020-03-16', time: null, place: null }]);
    expect(
      datesOf(
        'Anmeldefrist: 09.03.2020 Einwendungen bzw. Widersprüche gegen Forderungsanmeldungen sowie ggf. folgende ' +
          'Anträge sind bis zum 23.03.2020 schriftlich bei dem hiesigen Insolvenzgericht vorzubringen',
      ),
    ).toEqual([expect.objectContaining({ kind: 'widerspruchsfrist', date: '2020-03-23' })]);
    expect(
      datesOf('Einwendungen gegen das Schlussverzeichnis können bis zum 02.02.2027 schriftlich erhoben werden.'),
    ).toEqual([expect.objectContaining({ kind: 'einwendungsfrist', date: '2027-02-02' })]);
    expect(
      datesOf(
        'Der Schuldnerin wird auf ihren Antrag zur Vorlage eines Insolvenzplans eine Frist bis zum 20.02.2027 ' +
          'bestimmt (Schutzschirmverfahren, § 270d InsO).',
      ),
    ).toEqual([expect.objectContaining({ kind: 'planvorlagefrist', date: '2027-02-20' })]);
  });

  it('never takes birth dates, decision dates or the dates of cited laws', () => {
    expect(
      datesOf(
        'Geschäftsführer: Max Muster, geboren am 01.01.1970. Am 18.12.2019 um 11:40 Uhr ist das Insolvenzverfahren ' +
          'eröffnet worden (§ 3 InsoBekV in der Fassung vom 13.4.2007).',
      ),
    ).toEqual([]);
  });

  it('gives the parsed notice every date with its kind, by date: hearings, Stichtag, deadlines', () => {
    const text =
      'Amtsgericht Halle (Saale), 59 IN 12/26: Über das Vermögen der Muster GmbH, Hauptstraße 1, 06108 Halle (Saale), ' +
      'ist am 02.11.2026 um 10:00 Uhr das Insolvenzverfahren eröffnet worden. Insolvenzforderungen sind bis zum ' +
      '14.12.2026 bei dem Insolvenzverwalter schriftlich anzumelden. Das Verfahren wird schriftlich durchgeführt. ' +
      'An die Stelle des Berichts- und Prüfungstermins tritt als Stichtag der 18.01.2027. Termin zur ' +
      'abschließenden Gläubigerversammlung (Schlusstermin) wird bestimmt auf Mittwoch, 16.12.2026, 10:00 Uhr, ' +
      'Saal 3, Thüringer Straße 16, 06112 Halle (Saale).';
    expect(parseNotice(text).hearings.map(({ kind, date, time }) => [kind, date, time])).toEqual([
      ['anmeldefrist', '2026-12-14', null],
      ['schlusstermin', '2026-12-16', '10:00'],
      ['stichtag', '2027-01-18', null],
    ]);
  });

  it('does not list a date twice when the hearing at a time already names it', () => {
    const text =
      'Schlusstermin: 16.12.2026, 10:00 Uhr, Saal 3. Schriftlicher Schlusstermin wird bestimmt auf den: 16.12.2026.';
    expect(findNoticeDates(normaliseNoticeText(text).text, null)).toEqual([
      expect.objectContaining({ kind: 'schlusstermin', date: '2026-12-16', time: '10:00' }),
    ]);
  });
});

describe('dates with legal meaning in the real notices (../shared/fixtures/real-notices)', () => {
  const all = fixturesMissing() ? [] : [...(annotatedNotices() ?? []), ...(corpusNotices() ?? [])];
  const run = all.length > 0 ? it : it.skip;

  run('finds the Stichtag of every notice of the written procedure that states one', () => {
    const withStichtag = all.filter((n) => /Stichtag[^.]{0,120}?ist der:?\s*\d/.test(n.text.replace(/\s+/g, ' ')));
    expect(withStichtag.length).toBeGreaterThanOrEqual(40);
    const missed = withStichtag.filter((n) => !parseNotice(n.text).hearings.some((h) => h.kind === 'stichtag'));
    expect(missed.map((n) => n.id)).toEqual([]);
  });

  run('finds the deadline for objections where the notice sets one', () => {
    const withDeadline = all.filter((n) => /Gelegenheit, bis \d/.test(n.text.replace(/\s+/g, ' ')));
    expect(withDeadline.length).toBeGreaterThanOrEqual(15);
    const missed = withDeadline.filter(
      (n) => !parseNotice(n.text).hearings.some((h) => h.kind === 'widerspruchsfrist'),
    );
    expect(missed.map((n) => n.id)).toEqual([]);
  });
});
