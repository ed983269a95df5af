import { useMemo } from 'react';
import { isoDay } from '../../../../lib/format/dates';
import { CHART_DAYS, useGetChartCountsQuery } from '../../api/dashboard-api';
import { ChartCard } from './chart-card';
import { ChartsSection, DAILY_CHART_TITLE, STATE_CHART_TITLE } from './charts-section';
import { DailyBars } from './daily-bars';
import { StateBars } from './state-bars';

/** The last `count` days, oldest first, ending today. */
export function lastDays(count: number, today = new Date()): string[] {
  return Array.from({ length: count }, (_, i) => {
    const day = new Date(today);
    day.setDate(today.getDate() - (count - 1 - i));
    return isoDay(day);
  });
}

/** Beyond SPEC: new proceedings per day (30 days) and by Land. Its own chunk, loaded after the dashboard. */
export default function DashboardCharts() {
  const today = isoDay(new Date());
  const days = useMemo(() => lastDays(CHART_DAYS, new Date(`${today}T12:00:00`)), [today]);
  const { data, isLoading, isError } = useGetChartCountsQuery({ days });
  return (
    <ChartsSection>
      <ChartCard id="chart-daily-heading" title={DAILY_CHART_TITLE} loading={isLoading} failed={isError}>
        {data && <DailyBars daily={data.daily} />}
      </ChartCard>
      <ChartCard id="chart-states-heading" title={STATE_CHART_TITLE} loading={isLoading} failed={isError}>
        {data && <StateBars byState={data.byState} />}
      </ChartCard>
    </ChartsSection>
  );
}
