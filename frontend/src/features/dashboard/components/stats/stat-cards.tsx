import Box from '@mui/material/Box';
import { formatCount, formatPercent } from '../../../../lib/format/numbers';
import type { CaseStats } from '../../api/dashboard-types';
import { StatCard } from './stat-card';
import { describeWeeklyChange } from './weekly-change';

interface StatCardsProps {
  stats: CaseStats | undefined;
  statsFailed: boolean;
  activeAlerts: number | undefined;
}

const UNAVAILABLE = '–';

/** SPEC §2: new in 7 days with weekly change, total with recent/total share, active notifications. */
export function StatCards({ stats, statsFailed, activeAlerts }: StatCardsProps) {
  const share = stats && stats.totalCases > 0 ? (stats.recentCases / stats.totalCases) * 100 : 0;
  const value = (n: number | undefined) => (statsFailed ? UNAVAILABLE : n === undefined ? undefined : formatCount(n));
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
      <StatCard
        label="Neue Verfahren (7 Tage)"
        value={value(stats?.recentCases)}
        // "veröffentlicht in den letzten 7 Tagen, +12,3 % zur Vorwoche" wraps on a phone and in three columns.
        detailLines={2}
        detail={
          statsFailed
            ? 'Nicht verfügbar'
            : stats && `veröffentlicht in den letzten 7 Tagen, ${describeWeeklyChange(stats)}`
        }
      />
      <StatCard
        label="Verfahren gesamt"
        value={value(stats?.totalCases)}
        detail={statsFailed ? 'Nicht verfügbar' : `${formatPercent(share)} in den letzten 7 Tagen`}
      />
      <StatCard
        label="Aktive Benachrichtigungen"
        value={activeAlerts === undefined ? undefined : formatCount(activeAlerts)}
        detail="E-Mail-Alerts für Firmen und Stichwörter"
      />
    </Box>
  );
}
