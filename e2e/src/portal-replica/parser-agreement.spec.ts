import { PUBLICATION_TYPES as PARSER_TYPES } from '@insolvenz/backend/cases/domain/case-notice.js';
import { toCaseNotice } from '@insolvenz/backend/cases/import-runs/to-case-notice.js';
import { parseNotice } from '@insolvenz/backend/cases/notice-parser/parse-notice.js';
import { COURTS } from './generator/tables/courts.js';
import { generateDay } from './generator/generate-day.js';
import { type Notice, PUBLICATION_TYPES } from './generator/notice.js';

/*
 * The replica and the parser agree: the parser reads back the type the generator wrote for every notice of whole
 * working days, the generator writes the portal's whole vocabulary, and the rest ("sonstiges") stays a rare case.
 */

const days: readonly Notice[] = [
  ...generateDay('2026-03-11', { seed: 5, volume: 4000 }),
  ...generateDay('2025-11-18', { seed: 21, volume: 3000 }),
];

describe('portal replica and notice parser', () => {
  it('know the same publication types', () => {
    expect([...PUBLICATION_TYPES].sort()).toEqual([...PARSER_TYPES].sort());
  });

  it('agree on the type of every generated notice', () => {
    const disagreements = days
      .map((notice) => ({ notice, parsed: parseNotice(notice.text).publicationType }))
      .filter(({ notice, parsed }) => parsed !== notice.publicationType)
      .map(({ notice, parsed }) => `${notice.publicationType} read as ${parsed}: ${notice.text.slice(0, 300)}`);
    expect(days.length).toBeGreaterThan(6000);
    expect(disagreements).toEqual([]);
  });

  it('writes every type, with at most 3 % "sonstiges"', () => {
    const counts = new Map<string, number>();
    for (const notice of days) counts.set(notice.publicationType, (counts.get(notice.publicationType) ?? 0) + 1);
    expect([...counts.keys()].sort()).toEqual([...PUBLICATION_TYPES].sort());
    expect((counts.get('sonstiges') ?? 0) / days.length).toBeLessThanOrEqual(0.03);
  });

  it('agree on the official name and Land of every court the replica lists', () => {
    const misread = COURTS.map((court) => {
      const notice = toCaseNotice(
        {
          fingerprint: 'f',
          publicationDate: '2026-03-11',
          caseNumber: '1 IN 1/26',
          courtPlace: court.listingPlace,
          debtorName: 'X GmbH',
          seat: '',
          register: null,
          subject: null,
          state: null,
        },
        court.name,
      );
      return {
        listed: court.listingPlace,
        court: notice.court,
        state: notice.state,
        expected: [court.name, court.state],
      };
    }).filter(({ court, state, expected }) => court !== expected[0] || state !== expected[1]);
    expect(misread).toEqual([]);
  });
});
