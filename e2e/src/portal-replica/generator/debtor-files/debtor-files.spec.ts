import { dayNumber, isoFromDay } from '../calendar.js';
import { caseFacts } from '../cases/case-facts.js';
import { generateDay } from '../generate-day.js';
import { linkedOrigins } from './linked-origins.js';

const seed = 9;
const volume = 2000;
/** Two working weeks: every kind of added proceeding occurs. */
const days = Array.from({ length: 14 }, (_, i) => dayNumber('2026-11-16') + i);

describe('a debtor’s further proceedings (issue #32 ground truth)', () => {
  const added = days.flatMap((day) => linkedOrigins(seed, volume, day));

  it('adds renames, seat moves, referrals and namesakes of earlier company proceedings', () => {
    const kinds = new Set(added.map((ref) => ref.link?.kind));
    expect([...kinds].sort()).toEqual(['namesake', 'referral', 'rename', 'seat-move']);
    for (const ref of added) {
      const earlier = caseFacts(ref.link!.predecessor, volume);
      expect(earlier.kind).toBe('company');
      expect(ref.link!.predecessor.originDay).toBeLessThan(ref.originDay);
      const facts = caseFacts(ref, volume);
      // Another proceeding: never the earlier one's court and Aktenzeichen.
      expect(`${facts.court.name} ${facts.caseNumber}`).not.toBe(`${earlier.court.name} ${earlier.caseNumber}`);
      if (ref.link!.kind === 'seat-move' || ref.link!.kind === 'referral' || ref.link!.kind === 'namesake') {
        expect(facts.court.code).not.toBe(earlier.court.code);
      }
    }
  });

  it('publishes them with ground truth naming an earlier published proceeding, and the past in the text', () => {
    const day = days.find((d) => linkedOrigins(seed, volume, d).some((r) => r.link?.kind === 'rename'))!;
    const notices = generateDay(isoFromDay(day), { seed, volume });
    const renamed = notices.find((n) => n.debtorLink?.kind === 'rename')!;
    const { related, sameDebtor } = renamed.debtorLink!;
    expect(sameDebtor).toBe(true);
    // The rename's notice names the former name, which is the earlier proceeding's debtor.
    expect(renamed.text).toContain(related.debtorName.replace(/ (i\. ?L\.|in Liquidation)$/, ''));
    expect(renamed.debtorName).not.toBe(related.debtorName);
    const ref = linkedOrigins(seed, volume, day).find((r) => caseFacts(r, volume).caseNumber === renamed.caseNumber)!;
    const earlierDay = generateDay(isoFromDay(ref.link!.predecessor.originDay), { seed, volume });
    expect(earlierDay.some((n) => n.court === related.court && n.caseNumber === related.caseNumber)).toBe(true);
    // Namesakes are other debtors; regular notices carry no ground truth.
    for (const n of notices) if (n.debtorLink) expect(n.debtorLink.sameDebtor).toBe(n.debtorLink.kind !== 'namesake');
    expect(notices.filter((n) => !n.debtorLink).length).toBeGreaterThan(notices.length * 0.98);
  });
});
