import type { NoticeRecord } from '../read-model/case-queries.port.js';
import { caseHearings } from './case-hearings.js';

const notice = (overrides: Partial<NoticeRecord>): NoticeRecord => ({
  seq: 1,
  fingerprint: 'f1',
  publicationDate: '2026-11-10',
  publicationType: 'eroeffnung',
  decisionDate: '2026-11-09',
  status: 'eroeffnet',
  administrator: null,
  text: '',
  hearings: null,
  deadlines: null,
  recordedAt: '2026-11-10T06:00:00Z',
  detectedAt: '2026-11-10T06:00:00Z',
  ...overrides,
});

describe('caseHearings', () => {
  it('lists the dates the text names even when the notice was recorded with fewer (an older parser)', () => {
    const text =
      'Insolvenzforderungen sind bis zum 14.12.2026 bei dem Insolvenzverwalter schriftlich anzumelden. An die ' +
      'Stelle des Berichts- und Prüfungstermins tritt als Stichtag der 18.01.2027. Das Verfahren wird schriftlich ' +
      'fortgeführt. An die Stelle des Schlusstermins tritt der 16.12.2026.';
    expect(caseHearings([notice({ text, hearings: [] })]).map((h) => [h.id, h.place])).toEqual([
      ['2026-12-14-anmeldefrist', null],
      ['2026-12-16-schlusstermin', 'Schriftliches Verfahren'],
      ['2027-01-18-stichtag', 'Schriftliches Verfahren, an Stelle des Berichts- und Prüfungstermins'],
    ]);
  });

  it('lists a hearing at one date and time once however the notices word it, dates without a time once per kind', () => {
    const opening = notice({
      text: 'Berichts- und Prüfungstermin am Montag, 15.02.2027, 09:30 Uhr, Saal 406. Forderungen sind bis zum 15.02.2027 anzumelden.',
    });
    const moved = notice({
      seq: 2,
      fingerprint: 'f2',
      publicationDate: '2026-11-20',
      text: 'Der Prüfungstermin findet statt am Montag, 15.02.2027, 09:30 Uhr, Saal 12.',
    });
    expect(caseHearings([opening, moved]).map((h) => [h.id, h.place])).toEqual([
      ['2027-02-15-anmeldefrist', null],
      ['2027-02-15T09:30-pruefungstermin', 'Saal 12'],
    ]);
  });
});
