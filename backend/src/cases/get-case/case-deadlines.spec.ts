import type { NoticeRecord } from '../read-model/case-queries.port.js';
import { caseDeadlines } from './case-deadlines.js';

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

describe('caseDeadlines', () => {
  it('reads the deadlines of a notice recorded before deadlines were read from its text', () => {
    const text = 'Insolvenzforderungen sind bis zum 14.12.2026 bei dem Insolvenzverwalter schriftlich anzumelden.';
    expect(caseDeadlines([notice({ text })]).map((d) => [d.id, d.label, d.sentence])).toEqual([
      ['2026-11-12-wirksamkeit', 'Bekanntmachung wirksam', expect.stringMatching(/§ 9 Abs\. 1 Satz 3 InsO/)],
      ['2026-12-14-anmeldefrist', 'Anmeldefrist', text],
    ]);
  });

  it('lists a deadline several notices set once, as the newest words it; undated periods last', () => {
    const recorded = {
      kind: 'pruefungstermin',
      date: '2027-02-15',
      time: '09:30',
      place: 'Saal 12',
      sentence: 'Der Prüfungstermin findet statt am 15.02.2027, 09:30 Uhr, Saal 12.',
      relative: null,
    } as const;
    const period = {
      kind: 'sonstige_frist',
      date: null,
      time: null,
      place: null,
      sentence: 'Die Beschwerde ist binnen zwei Wochen einzulegen.',
      relative: { text: 'binnen zwei Wochen', from: 'service' },
    } as const;
    const older = notice({ deadlines: [{ ...recorded, place: 'Saal 406' }, period] });
    const newer = notice({ seq: 2, publicationDate: '2026-11-20', deadlines: [recorded] });
    expect(caseDeadlines([older, newer]).map((d) => [d.id, d.place, d.announcedOn])).toEqual([
      ['2027-02-15T09:30-pruefungstermin', 'Saal 12', '2026-11-20'],
      ['2026-11-10-1-sonstige_frist', null, '2026-11-10'],
    ]);
  });
});
