import { testNotice } from '../../test/notice-factory.js';
import { describeChanges, noticeChanges } from './notice-changes.js';

describe('noticeChanges', () => {
  const before = testNotice({
    administrator: {
      role: 'Insolvenzverwalter',
      name: 'Dr. A',
      firm: 'Kanzlei Alt',
      street: 'Ring 1',
      postalCode: '50667',
      city: 'Köln',
      phone: null,
      email: null,
    },
    claimsDeadline: '2026-12-01',
    hearings: [{ kind: 'berichtstermin', date: '2027-01-12', time: '10:00', place: null }],
  });

  it('names each changed parsed fact with its value before and after', () => {
    const after = testNotice({
      ...before,
      debtorName: 'Beispiel Hochbau GmbH',
      street: 'Neue Straße 5',
      administrator: { ...before.administrator!, name: 'Dr. B', phone: '0221 1' },
      claimsDeadline: '2026-12-15',
      decisionDate: '2026-11-18',
      publicationType: 'eroeffnung',
    });
    expect(noticeChanges(before, after)).toEqual([
      { field: 'debtorName', before: 'Beispiel Bau GmbH', after: 'Beispiel Hochbau GmbH' },
      { field: 'address', before: 'Hauptstraße 1, 50667 Köln', after: 'Neue Straße 5, 50667 Köln' },
      { field: 'administrator', before: 'Dr. A, Kanzlei Alt', after: 'Dr. B, Kanzlei Alt' },
      { field: 'publicationType', before: 'sicherungsmassnahmen', after: 'eroeffnung' },
      { field: 'decisionDate', before: '2026-11-19', after: '2026-11-18' },
      { field: 'claimsDeadline', before: '2026-12-01', after: '2026-12-15' },
    ]);
  });

  it('ignores spacing, case and contact details, and finds nothing when only the wording changed', () => {
    const after = testNotice({
      ...before,
      debtorName: 'beispiel  bau GmbH',
      administrator: { ...before.administrator!, email: 'neu@example.org' },
      text: `${before.text} (berichtigt)`,
    });
    expect(noticeChanges(before, after)).toEqual([]);
  });

  it('tells a hearing added, moved or dropped', () => {
    const moved = testNotice({
      ...before,
      hearings: [{ kind: 'berichtstermin', date: '2027-01-19', time: '10:00', place: null }],
    });
    expect(noticeChanges(before, moved)).toEqual([
      { field: 'hearings', before: 'berichtstermin 2027-01-12 10:00', after: 'berichtstermin 2027-01-19 10:00' },
    ]);
    expect(noticeChanges(before, testNotice({ ...before, hearings: [] }))[0]).toMatchObject({ after: null });
  });
});

describe('describeChanges', () => {
  it('says in German what changed, dates as the reader writes them', () => {
    expect(
      describeChanges([
        { field: 'administrator', before: 'Dr. A', after: 'Dr. B' },
        { field: 'claimsDeadline', before: '2026-12-01', after: null },
      ]),
    ).toBe('Verwalter Dr. A → Dr. B; Anmeldefrist 01.12.2026 → –');
    expect(describeChanges([])).toBe('Wortlaut geändert');
  });
});
