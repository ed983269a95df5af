import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { UpgradeBanner } from '../../../components/insolvency/upgrade-banner';
import { useDocumentTitle } from '../../../components/use-document-title';
import { serverErrorText } from '../../../lib/api/api-error';
import { formatDate, isoDay } from '../../../lib/format/dates';
import { formatCount } from '../../../lib/format/numbers';
import { isProPlan } from '../../../lib/session/session-user';
import { useSession } from '../../../lib/session/use-session';
import { useGetHistoryQuery } from '../api/history-api';
import { GROUP_OPTIONS, type HistoryRequest, type HistoryStats } from '../api/history-types';
import { HistoryChart } from '../components/history-chart';
import { HistoryControls, rangeError, type HistoryFilter } from '../components/history-controls';
import { historySeries } from '../components/history-series';
import { HistoryTable } from '../components/history-table';
import { useHistoryCsv } from '../components/use-history-csv';

export const PAGE_TITLE = 'Historische Daten';
const FREE_DAYS = 30;

function daysBefore(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00`);
  date.setDate(date.getDate() - days);
  return isoDay(date);
}

/** Pro: the last twelve months by month; Free: the 30 days the plan shows, by week. */
function initialFilter(pro: boolean): HistoryFilter {
  const today = isoDay(new Date());
  return pro
    ? { from: `${daysBefore(today, 334).slice(0, 7)}-01`, to: today, groupBy: 'state', interval: 'month' }
    : { from: daysBefore(today, FREE_DAYS - 1), to: today, groupBy: 'state', interval: 'week' };
}

/** "Historische Daten" (Pro): new proceedings over weeks, months and years, as a chart or a table, and as CSV. */
type Restriction = NonNullable<HistoryStats['restriction']>;

/** Text of the usual length for the unseen placeholder. */
const PLACEHOLDER_RESTRICTION: Restriction = { days: 30, earliestDate: '2026-01-01', applied: false };

/** What a free account sees of the history, and the way to all of it. */
function RestrictionBanner({ restriction }: { restriction: Restriction }) {
  return (
    <UpgradeBanner>
      {`Kostenloser Account: Sie sehen die letzten ${restriction.days} Tage (ab ${formatDate(restriction.earliestDate)}).`}
      {restriction.applied ? ' Der gewählte Zeitraum wurde gekürzt.' : ''}
      {' Mit Pro sehen Sie alle Monate und Jahre.'}
    </UpgradeBanner>
  );
}

export default function HistoricalStatsPage() {
  useDocumentTitle(PAGE_TITLE);
  const { user } = useSession();
  const [filter, setFilter] = useState<HistoryFilter>(() => initialFilter(isProPlan(user?.plan)));
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const request: HistoryRequest | null = rangeError(filter) ? null : filter;
  const history = useGetHistoryQuery(request ?? filter, { skip: !request });
  // The answer for the filter shown, never the previous one: its breakdown would sit under the new heading
  // (and in the CSV's range) until the new answer arrives, which on a slow read store takes a moment.
  const stats = history.currentData;
  const csv = useHistoryCsv(stats && request ? { ...request, from: stats.from, to: stats.to } : request);
  const series = useMemo(() => (stats ? historySeries(stats) : null), [stats]);
  const dimension = GROUP_OPTIONS.find((option) => option.value === filter.groupBy)!.label;
  const heading = stats
    ? `Neue Verfahren nach ${dimension} vom ${formatDate(stats.from)} bis ${formatDate(stats.to)}`
    : `Neue Verfahren nach ${dimension}`;

  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h4" component="h1" gutterBottom>
          {PAGE_TITLE}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          Neue Insolvenzverfahren über Wochen, Monate und Jahre nach Bundesland, Gericht, Verfahrensart, Rechtsform und
          Schuldnerart. Die Zahlen sind anonym und bleiben erhalten, wenn die Fälle nach Ablauf der Löschfrist gelöscht
          werden.
        </Typography>
      </Box>
      {stats?.restriction ? (
        <RestrictionBanner restriction={stats.restriction} />
      ) : (
        // A free account gets the banner with the answer: its place is held by the banner itself, unseen, so the
        // controls and the chart do not move down when it arrives (a phone's three lines moved them by 181 px).
        !stats &&
        !isProPlan(user?.plan) && (
          <Box aria-hidden data-testid="restriction-banner-placeholder" sx={{ visibility: 'hidden' }}>
            <RestrictionBanner restriction={PLACEHOLDER_RESTRICTION} />
          </Box>
        )
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <HistoryControls filter={filter} onChange={setFilter} />
      </Paper>
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="history-heading"
        sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}
      >
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' }, mb: 2 }}
        >
          <Typography id="history-heading" variant="h6" component="h2">
            {heading}
          </Typography>
          <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <ToggleButtonGroup
              exclusive
              size="small"
              aria-label="Ansicht"
              value={view}
              onChange={(_, value: 'chart' | 'table' | null) => value && setView(value)}
            >
              <ToggleButton value="chart">Diagramm</ToggleButton>
              <ToggleButton value="table">Tabelle</ToggleButton>
            </ToggleButtonGroup>
            <Button
              variant="outlined"
              size="small"
              startIcon={<DownloadIcon aria-hidden />}
              onClick={() => void csv.download()}
              disabled={!stats || csv.running}
            >
              CSV herunterladen
            </Button>
          </Stack>
        </Stack>
        {!request ? (
          <Typography sx={{ color: 'text.secondary' }}>Bitte wählen Sie einen gültigen Zeitraum.</Typography>
        ) : history.isError && !stats ? (
          <Alert severity="error">
            {serverErrorText(history.error) ?? 'Die Statistik konnte nicht geladen werden.'}
          </Alert>
        ) : !stats || !series ? (
          <Box role="status" aria-label="Statistik wird geladen">
            <Skeleton variant="rounded" height={300} aria-hidden />
          </Box>
        ) : (
          <>
            <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }} aria-live="polite">
              {`Insgesamt ${formatCount(stats.total)} neue Verfahren in ${formatCount(stats.groups.length)} Gruppen.`}
            </Typography>
            {view === 'chart' ? (
              <HistoryChart series={series} total={stats.total} heading={heading} />
            ) : (
              <HistoryTable series={series} caption={heading} />
            )}
          </>
        )}
      </Paper>
    </Stack>
  );
}
