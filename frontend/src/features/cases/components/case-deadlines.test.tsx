import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CaseDeadline } from '../api/case-api';
import { berlinToday, CaseDeadlines, daysRemaining } from './case-deadlines';

const deadline = (overrides: Partial<CaseDeadline>): CaseDeadline => ({
  id: '2027-01-15-anmeldefrist',
  kind: 'anmeldefrist',
  label: 'Anmeldefrist',
  date: '2027-01-15',
  time: null,
  place: null,
  sentence: 'Insolvenzforderungen sind bis zum 15.01.2027 bei dem Insolvenzverwalter schriftlich anzumelden.',
  relative: null,
  announcedOn: '2026-11-10',
  ...overrides,
});

describe('CaseDeadlines', () => {
  it('lists each deadline with its German kind, date, time, place and days remaining', () => {
    render(
      <CaseDeadlines
        today="2027-01-10"
        deadlines={[
          deadline({}),
          deadline({
            id: '2027-02-15T09:30-pruefungstermin',
            kind: 'pruefungstermin',
            label: 'Prüfungstermin',
            date: '2027-02-15',
            time: '09:30',
            place: 'Saal 406, Gutfleischstraße 1, 35390 Gießen',
            sentence: 'Prüfungstermin am Montag, 15.02.2027, 09:30 Uhr, Saal 406, Gutfleischstraße 1, 35390 Gießen.',
          }),
          deadline({
            id: '2026-11-10-1-sonstige_frist',
            kind: 'sonstige_frist',
            label: 'Sonstige Frist',
            date: null,
            sentence: 'Die Beschwerde ist binnen einer Notfrist von zwei Wochen einzulegen.',
            relative: { text: 'binnen einer Notfrist von zwei Wochen', from: 'service' },
          }),
        ]}
      />,
    );
    const list = screen.getByRole('region', { name: 'Fristen und Termine' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Anmeldefrist',
      'Prüfungstermin',
      'Sonstige Frist',
    ]);
    expect(items[0]).toHaveTextContent('15.01.2027 (noch 5 Tage)');
    expect(items[1]).toHaveTextContent('15.02.2027, 09:30 Uhr (noch 36 Tage)');
    expect(items[1]).toHaveTextContent('Saal 406, Gutfleischstraße 1, 35390 Gießen');
    expect(items[2]).toHaveTextContent('binnen einer Notfrist von zwei Wochen ab der Zustellung');
  });

  it('shows the source sentence on hover and unfolded on request', async () => {
    const user = userEvent.setup();
    const { sentence } = deadline({});
    render(<CaseDeadlines today="2027-01-10" deadlines={[deadline({})]} />);
    const item = screen.getByRole('listitem');
    expect(item).toHaveAttribute('title', sentence);
    await user.click(within(item).getByText('Quelle'));
    expect(within(item).getByText(sentence)).toBeVisible();
  });
});

describe('daysRemaining', () => {
  it('counts calendar days, also past a deadline', () => {
    expect(daysRemaining('2027-03-27', '2027-03-29')).toBe('noch 2 Tage');
    expect(daysRemaining('2027-03-27', '2027-03-28')).toBe('morgen');
    expect(daysRemaining('2027-03-27', '2027-03-27')).toBe('heute');
    expect(daysRemaining('2027-03-27', '2027-03-26')).toBe('seit gestern verstrichen');
    expect(daysRemaining('2027-03-27', '2027-03-20')).toBe('seit 7 Tagen verstrichen');
  });

  it("takes today's Berlin calendar day (late evening UTC is already the next day in Berlin)", () => {
    expect(berlinToday(new Date('2027-01-10T23:30:00Z'))).toBe('2027-01-11');
  });
});
