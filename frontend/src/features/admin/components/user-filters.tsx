import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import type { Plan } from '../../../lib/session/session-user';
import { PLAN_LABELS } from '../../../lib/session/plan-labels';

export interface UserFilterValues {
  search: string;
  plan: Plan | '';
  status: 'active' | 'inactive' | '';
}

export const NO_USER_FILTERS: UserFilterValues = { search: '', plan: '', status: '' };

interface UserFiltersProps {
  filters: UserFilterValues;
  onChange: (filters: UserFilterValues) => void;
}

/** Search applies on submit (no request per keystroke); the two selects apply at once. */
export function UserFilters({ filters, onChange }: UserFiltersProps) {
  const [search, setSearch] = useState(filters.search);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...filters, search: search.trim() });
  };

  const selectProps = {
    select: true,
    size: 'small',
    slotProps: { select: { native: true }, inputLabel: { shrink: true } },
  } as const;

  return (
    <Box
      component="form"
      role="search"
      aria-label="Benutzer filtern"
      onSubmit={submit}
      sx={{
        display: 'grid',
        gap: 2,
        // On a tablet the search has a row of its own: beside the selects it had 190 px and cut its label.
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr auto', md: '2fr 1fr 1fr auto' },
        alignItems: 'center',
        mb: 2,
      }}
    >
      <TextField
        label="Suche (Name oder E-Mail)"
        size="small"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        type="search"
        sx={{ gridColumn: { sm: '1 / -1', md: 'auto' } }}
      />
      <TextField
        {...selectProps}
        label="Tarif"
        value={filters.plan}
        onChange={(event) =>
          onChange({ ...filters, search: search.trim(), plan: event.target.value as UserFilterValues['plan'] })
        }
      >
        <option value="">Alle Tarife</option>
        {Object.entries(PLAN_LABELS).map(([plan, label]) => (
          <option key={plan} value={plan}>
            {label}
          </option>
        ))}
      </TextField>
      <TextField
        {...selectProps}
        label="Status"
        value={filters.status}
        onChange={(event) =>
          onChange({ ...filters, search: search.trim(), status: event.target.value as UserFilterValues['status'] })
        }
      >
        <option value="">Alle</option>
        <option value="active">Aktiv</option>
        <option value="inactive">Inaktiv</option>
      </TextField>
      <Button type="submit" variant="outlined" startIcon={<SearchIcon />}>
        Suchen
      </Button>
    </Box>
  );
}
