import TextField from '@mui/material/TextField';
import type { SearchSort } from '../api/search-api';
import { SORT_OPTIONS } from './search-params';

interface SearchSortSelectProps {
  value: SearchSort;
  /** Without a query there is nothing to rank by: "Relevanz" cannot be chosen. */
  hasQuery: boolean;
  onChange: (sort: SearchSort) => void;
}

/**
 * Issue #29 "Sortierung: Relevanz / Neueste zuerst" above the results. A native select like the filters: usable
 * with keyboard and screen readers on every phone, and narrow enough to sit beside "Exportieren" at 390 px.
 */
export function SearchSortSelect({ value, hasQuery, onChange }: SearchSortSelectProps) {
  return (
    <TextField
      select
      size="small"
      name="sort"
      label="Sortierung"
      value={value}
      onChange={(event) => onChange(event.target.value as SearchSort)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 168 }}
    >
      {SORT_OPTIONS.map((option) => (
        <option key={option.value} value={option.value} disabled={option.value === 'relevance' && !hasQuery}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}
