import { ChartCard } from './chart-card';
import { DAILY_CHART_TITLE, STATE_CHART_TITLE } from './charts-section';

/** Stands in while the chart chunk loads (inside the same `ChartsSection`): the same cards, so nothing moves when it arrives. */
export function DashboardChartsSkeleton() {
  return (
    <>
      <ChartCard id="chart-daily-heading" title={DAILY_CHART_TITLE} loading failed={false}>
        {null}
      </ChartCard>
      <ChartCard id="chart-states-heading" title={STATE_CHART_TITLE} loading failed={false}>
        {null}
      </ChartCard>
    </>
  );
}
