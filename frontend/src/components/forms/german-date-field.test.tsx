import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { GermanDateField } from './german-date-field';
import { INVALID_DATE } from './invalid-date';

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <GermanDateField name="dateFrom" label="Von Datum" value={value} onChange={setValue} />
      <output aria-label="Wert">{value}</output>
      <button type="button" onClick={() => setValue('')}>
        Leeren
      </button>
    </>
  );
}

function setup(initial?: string) {
  const user = userEvent.setup();
  render(<Harness initial={initial} />);
  const field = screen.getByRole('group', { name: 'Von Datum' });
  const value = () => screen.getByRole('status', { name: 'Wert' }).textContent;
  const typeDate = async (digits: string) => {
    await user.click(within(field).getByRole('spinbutton', { name: 'Tag' }));
    await user.keyboard(digits);
  };
  return { user, field, value, typeDate };
}

describe('GermanDateField', () => {
  it('shows the date German style, day first', () => {
    const { field } = setup('2026-11-18');
    expect(within(field).getByRole('spinbutton', { name: 'Tag' })).toHaveTextContent('18');
    expect(within(field).getByRole('spinbutton', { name: 'Monat' })).toHaveTextContent('11');
    expect(within(field).getByRole('spinbutton', { name: 'Jahr' })).toHaveTextContent('2026');
    expect(field).toHaveTextContent('18.11.2026');
  });

  it('shows the German format TT.MM.JJJJ while empty', () => {
    const { field } = setup();
    expect(field).toHaveTextContent('TT.MM.JJJJ');
    expect(screen.getByText('TT.MM.JJJJ', { selector: 'p' })).toBeInTheDocument();
  });

  it('takes a date typed day, month, year and hands on the ISO date', async () => {
    const { typeDate, value } = setup();
    await typeDate('18112026');
    expect(value()).toBe('2026-11-18');
  });

  it('hands on no date while the year is still being typed', async () => {
    const { typeDate, value } = setup();
    await typeDate('1811202');
    expect(value()).toBe(INVALID_DATE);
    await typeDate('18112026');
    expect(value()).toBe('2026-11-18');
  });

  it('marks a date typed only in part as invalid, so the form can refuse it', async () => {
    const { user, typeDate, value, field } = setup();
    await typeDate('1811');
    await user.tab();
    expect(value()).toBe(INVALID_DATE);
    // The digits typed so far stay in the field.
    expect(field).toHaveTextContent('18.11.JJJJ');
  });

  it('marks a date that does not exist as invalid', async () => {
    const { typeDate, value } = setup();
    await typeDate('31022026');
    expect(value()).toBe(INVALID_DATE);
  });

  it('follows the form when it clears the value', async () => {
    const { user, field } = setup('2026-11-18');
    await user.click(screen.getByRole('button', { name: 'Leeren' }));
    expect(field).toHaveTextContent('TT.MM.JJJJ');
  });

  it('opens a German calendar', async () => {
    const { user } = setup('2026-11-18');
    await user.click(screen.getByRole('button', { name: /^Datum auswählen/ }));
    const calendar = await screen.findByRole('grid');
    expect(screen.getByText('November 2026')).toBeInTheDocument();
    // Weeks start on Monday.
    expect(within(calendar).getAllByRole('columnheader')[0]).toHaveAccessibleName(/Montag/);
  });
});
