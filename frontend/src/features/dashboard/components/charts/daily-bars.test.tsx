import { render, screen } from '@testing-library/react';
import { dailyCounts } from '../../routes/dashboard-page.test-kit';
import { DailyBars } from './daily-bars';

// dailyCounts(): 30 days up to 21.11.2026, day n of the month with n % 7 cases (at most 6).
function renderChart(daily = dailyCounts()) {
  render(<DailyBars daily={daily} />);
  const chart = screen.getByRole('img', { name: /^Neue Verfahren pro Tag/ });
  const texts = (selector: string) => [...chart.querySelectorAll(selector)].map((node) => node.textContent);
  return { chart, texts };
}

describe('DailyBars', () => {
  it('has a value axis with round ticks from 0', () => {
    const { texts } = renderChart();
    expect(texts('[data-tick]')).toEqual(['0', '2', '4', '6']);
  });

  it('groups thousands on the value axis the German way', () => {
    const daily = dailyCounts().map((day, i) => ({ ...day, count: i === 29 ? 1400 : 0 }));
    const { texts } = renderChart(daily);
    expect(texts('[data-tick]')).toEqual(['0', '500', '1.000', '1.500']);
  });

  it('labels today and every seventh day before it with a German date', () => {
    const { chart } = renderChart();
    for (const day of ['24.10.', '31.10.', '07.11.', '14.11.', '21.11.']) {
      expect(chart).toHaveTextContent(day);
    }
  });

  it('sums up the chart for screen readers', () => {
    renderChart();
    expect(
      screen.getByRole('img', {
        name: 'Neue Verfahren pro Tag vom 23.10.2026 bis 21.11.2026: insgesamt 89, höchstens 6 am 27.10.2026.',
      }),
    ).toBeInTheDocument();
  });
});
