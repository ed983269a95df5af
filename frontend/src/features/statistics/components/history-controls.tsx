import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';
import { INVALID_DATE } from '../../../components/forms/invalid-date';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { GROUP_OPTIONS, INTERVAL_OPTIONS, type HistoryGroupBy, type HistoryInterval } from '../api/history-types';

// The German date field brings the date pickers: loaded with the first date field, not with the page.
const GermanDateField = lazy(() =>
  import('../../../components/forms/german-date-field').then((m) => ({ default: m.GermanDateField })),
);

export interface HistoryFilter {
  from: string;
  to: string;
  groupBy: HistoryGroupBy;
  interval: HistoryInterval;
}

/** What is wrong with the range, or null. */
export function rangeError(filter: HistoryFilter): string | null {
  if (filter.from === INVALID_DATE || filter.to === INVALID_DATE) {
    return 'Bitte geben Sie ein gültiges Datum im Format TT.MM.JJJJ ein.';
  }
  if (!filter.from || !filter.to) return 'Bitte geben Sie Von- und Bis-Datum an.';
  if (filter.from > filter.to) return 'Das Von-Datum darf nicht nach dem Bis-Datum liegen.';
  if (filter.from < '1999-01-01') return 'Das Von-Datum darf nicht vor dem 01.01.1999 liegen.';
  return null;
}

interface HistoryControlsProps {
  filter: HistoryFilter;
  onChange: (filter: HistoryFilter) => void;
}

/** Dimension, interval and date range of the statistics. */
export function HistoryControls({ filter, onChange }: HistoryControlsProps) {
  const error = rangeError(filter);
  return (
    <Box
      component="fieldset"
      sx={{
        border: 0,
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, minmax(0, 1fr))' },
        alignItems: 'start',
      }}
    >
      {/* Named for screen readers; sighted users see the labelled controls. Strings: in sx, 1 would mean 100 %. */}
      <Box
        component="legend"
        sx={{
          position: 'absolute',
          width: '1px',
          height: '1px',
          p: 0,
          m: '-1px',
          overflow: 'hidden',
          clip: 'rect(0 0 0 0)',
          whiteSpace: 'nowrap',
        }}
      >
        Auswertung einstellen
      </Box>
      <TextField
        select
        label="Aufteilung nach"
        value={filter.groupBy}
        onChange={(event) => onChange({ ...filter, groupBy: event.target.value as HistoryGroupBy })}
        size="small"
      >
        {GROUP_OPTIONS.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      <Box>
        <Typography
          id="history-interval-label"
          variant="caption"
          component="div"
          sx={{ color: 'text.secondary', mb: 0.5 }}
        >
          Zeitraster
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          aria-labelledby="history-interval-label"
          value={filter.interval}
          onChange={(_, value: HistoryInterval | null) => value && onChange({ ...filter, interval: value })}
          fullWidth
        >
          {INTERVAL_OPTIONS.map((option) => (
            <ToggleButton key={option.value} value={option.value}>
              {option.label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      {/* Typed as TT.MM.JJJJ or picked from a German calendar, whatever the browser's language (issue #13). */}
      <Suspense fallback={<Box sx={{ height: 79 }} />}>
        <GermanDateField
          name="from"
          label="Von"
          value={filter.from}
          error={error ?? undefined}
          onChange={(from) => onChange({ ...filter, from })}
        />
        <GermanDateField
          name="to"
          label="Bis"
          value={filter.to}
          error={error ? ' ' : undefined}
          onChange={(to) => onChange({ ...filter, to })}
        />
      </Suspense>
    </Box>
  );
}
