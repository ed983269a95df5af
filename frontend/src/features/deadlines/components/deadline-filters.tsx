import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DEADLINE_KIND_OPTIONS, SOURCE_OPTIONS } from '../api/deadlines-api';

export type Period = 'all' | '7' | '30' | '90';

export interface FilterValues {
  kind: string;
  period: Period;
  company: string;
  source: string;
}

export const NO_FILTER: FilterValues = { kind: '', period: 'all', company: '', source: '' };

const PERIODS: readonly { value: Period; label: string }[] = [
  { value: 'all', label: 'Alle kommenden' },
  { value: '7', label: 'Nächste 7 Tage' },
  { value: '30', label: 'Nächste 30 Tage' },
  { value: '90', label: 'Nächste 90 Tage' },
];

/**
 * Kind, period, source and company: side by side on a desktop, one below the other on a phone. In between (a
 * tablet) the company field moves to a row of its own rather than shrink: beside the three selects it was 28 px
 * wide at 600 px and "Firma o…" at 800.
 */
export function DeadlineFilters({ value, onChange }: { value: FilterValues; onChange: (next: FilterValues) => void }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <TextField
        select
        label="Art"
        size="small"
        value={value.kind}
        onChange={(event) => onChange({ ...value, kind: event.target.value })}
        sx={{ minWidth: 220 }}
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
      >
        <MenuItem value="">Alle Arten</MenuItem>
        {DEADLINE_KIND_OPTIONS.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Zeitraum"
        size="small"
        value={value.period}
        onChange={(event) => onChange({ ...value, period: event.target.value as Period })}
        sx={{ minWidth: 200 }}
      >
        {PERIODS.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Quelle"
        size="small"
        value={value.source}
        onChange={(event) => onChange({ ...value, source: event.target.value })}
        sx={{ minWidth: 200 }}
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
      >
        <MenuItem value="">Alle Quellen</MenuItem>
        {SOURCE_OPTIONS.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="Firma oder Aktenzeichen"
        size="small"
        value={value.company}
        onChange={(event) => onChange({ ...value, company: event.target.value })}
        sx={{ flex: { sm: '1 1 240px' } }}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
    </Stack>
  );
}
