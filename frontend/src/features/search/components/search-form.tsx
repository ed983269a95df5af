import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { SearchFilters } from './search-filters';
import { DebtorKindToggle } from './debtor-kind-toggle';
import {
  EMPTY_CRITERIA,
  filterErrors,
  hasErrors,
  hasExtendedErrors,
  hasFilters,
  type SearchCriteria,
  withPlace,
} from './search-params';

/** SPEC §2: the free text searches company name, commercial register number or case number. */
export const SEARCH_HINT = 'Firmenname, Handelsregisternummer oder Aktenzeichen';

interface SearchFormProps {
  /** The search shown now (from the URL); the form follows it on back/forward. */
  criteria: SearchCriteria;
  searching: boolean;
  /** `submitted`: the user sent the form (not a one-click choice inside it): the page may show the results. */
  onSearch: (criteria: SearchCriteria, how: { submitted: boolean }) => void;
  onReset: () => void;
}

/** SPEC §2/§5 search form: nothing is required; 'Suche läuft...' while a search runs. */
export function SearchForm({ criteria, searching, onSearch, onReset }: SearchFormProps) {
  const [values, setValues] = useState(criteria);
  const [filtersOpen, setFiltersOpen] = useState(() => hasFilters(criteria));
  // Errors show once the form was sent, or at once for a search from the address that cannot be sent.
  const [showErrors, setShowErrors] = useState(() => hasErrors(filterErrors(criteria)));
  const filtersId = useId();
  const errors = showErrors ? filterErrors(values) : {};

  useEffect(() => {
    setValues(criteria);
    if (hasFilters(criteria)) setFiltersOpen(true);
    if (hasErrors(filterErrors(criteria))) setShowErrors(true);
  }, [criteria]);

  const change = (name: keyof SearchCriteria, value: string) => setValues((current) => ({ ...current, [name]: value }));

  const run = (criteria: SearchCriteria, submitted: boolean) => {
    setShowErrors(true);
    const wrong = filterErrors(criteria);
    if (hasErrors(wrong)) {
      if (hasExtendedErrors(wrong)) setFiltersOpen(true);
      return;
    }
    onSearch(criteria, { submitted });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    run(values, true);
  };

  // One click: "Unternehmen" is what a credit manager usually wants, so choosing the debtor kind searches at once.
  const chooseDebtorKind = (debtorKind: string) => {
    const next = { ...values, debtorKind };
    setValues(next);
    run(next, false);
  };

  const reset = () => {
    setValues(EMPTY_CRITERIA);
    setShowErrors(false);
    onReset();
  };

  return (
    <Stack
      component="form"
      role="search"
      aria-label="Insolvenzverfahren suchen"
      noValidate
      spacing={2}
      onSubmit={submit}
    >
      <TextField
        name="q"
        type="search"
        label="Suchbegriff"
        // SPEC §2: what can be searched for. A helper text rather than a placeholder: it wraps on a 360 px phone
        // instead of being cut off, stays visible while typing and is the field's accessible description.
        helperText={errors.q ?? SEARCH_HINT}
        error={Boolean(errors.q)}
        value={values.q}
        onChange={(event) => change('q', event.target.value)}
        fullWidth
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <DebtorKindToggle value={values.debtorKind} onChange={chooseDebtorKind} />
      <Box>
        <Button
          onClick={() => setFiltersOpen((open) => !open)}
          aria-expanded={filtersOpen}
          aria-controls={filtersId}
          endIcon={filtersOpen ? <ExpandLessIcon /> : <ExpandMoreIcon />}
          sx={{ px: 0.5 }}
        >
          Erweiterte Filter
        </Button>
      </Box>
      <Collapse in={filtersOpen} id={filtersId} unmountOnExit>
        <Box sx={{ pt: 1 }}>
          <SearchFilters
            values={values}
            errors={errors}
            onChange={change}
            onPlaceChange={(text) => setValues((current) => withPlace(current, text))}
          />
        </Box>
      </Collapse>
      <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
        <Button type="button" variant="outlined" onClick={reset}>
          Zurücksetzen
        </Button>
        <Button type="submit" variant="contained" startIcon={<SearchIcon />} aria-busy={searching}>
          {searching ? 'Suche läuft...' : 'Suchen'}
        </Button>
      </Stack>
    </Stack>
  );
}
