import type { CaseStats } from '../../api/dashboard-types';
import { ChartCard } from './chart-card';
import { DAILY_CHART_TITLE, STATE_CHART_TITLE } from './charts-section';
import { DailyBars } from './daily-bars';
import { StateBars } from './state-bars';

export interface DashboardChartsProps {
  /** The dashboard's polled stats (GET /insolvency/stats): the charts make no call of their own. */
  stats: CaseStats | undefined;
  loading: boolean;
  failed: boolean;
}

/**
 * Beyond SPEC: new proceedings per day (30 days) and by Land, the two cards of the dashboard's `ChartsSection`.
 * Its own chunk, loaded after the dashboard.
 */
export default function DashboardCharts({ stats, loading, failed }: DashboardChartsProps) {
  const daily = Array.isArray(stats?.daily) ? stats.daily : undefined;
  const byState = Array.isArray(stats?.byState) ? stats.byState : undefined;
  return (
    <>
      <ChartCard id="chart-daily-heading" title={DAILY_CHART_TITLE} loading={loading} failed={failed || !daily}>
        {daily && <DailyBars daily={daily} />}
      </ChartCard>
      <ChartCard id="chart-states-heading" title={STATE_CHART_TITLE} loading={loading} failed={failed || !byState}>
        {byState && <StateBars byState={byState} />}
      </ChartCard>
    </>
  );
}
