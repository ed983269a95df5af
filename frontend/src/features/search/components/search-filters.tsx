import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Skeleton from '@mui/material/Skeleton';
import { type ChangeEvent, lazy, Suspense } from 'react';
import { LANDS } from '../../../lib/insolvency/lands';
import { PROCEDURE_TYPES } from '../../../lib/insolvency/procedure-types';
import { type FilterErrors, placeOf, type SearchCriteria } from './search-params';

interface SearchFiltersProps {
  values: SearchCriteria;
  errors: FilterErrors;
  onChange: (name: keyof SearchCriteria, value: string) => void;
  /** The "PLZ oder Ort" field: the form decides whether the text is a postal code or a city. */
  onPlaceChange: (text: string) => void;
}

// Native selects: usable with keyboard and screen readers on every phone, and light. The dates are German
// fields: a native date input shows mm/dd/yyyy in an English browser.
const NATIVE_SELECT = { select: { native: true }, inputLabel: { shrink: true } } as const;

// The date picker is most of the search screen's code and only needed once the filters are opened.
const GermanDateField = lazy(() =>
  import('../../../components/forms/german-date-field').then((m) => ({ default: m.GermanDateField })),
);
const DATE_FIELD_HEIGHT = 56 + 23; // outlined field and its helper line

/**
 * SPEC §2 extended filters: Bundesland, from date, to date, procedure type; and what credit managers ask for
 * (issue #13): the beginning of a postal code or city, a register number.
 */
export function SearchFilters({ values, errors, onChange, onPlaceChange }: SearchFiltersProps) {
  const bind = (name: keyof SearchCriteria) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(name, event.target.value),
  });
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
      <TextField {...bind('state')} select label="Bundesland" slotProps={NATIVE_SELECT}>
        <option value="">Alle Bundesländer</option>
        {LANDS.map((land) => (
          <option key={land.code} value={land.code}>
            {land.name}
          </option>
        ))}
      </TextField>
      <Suspense fallback={<DateFieldsLoading />}>
        <GermanDateField
          name="dateFrom"
          label="Von Datum"
          value={values.dateFrom}
          error={errors.dateFrom}
          onChange={(value) => onChange('dateFrom', value)}
        />
        <GermanDateField
          name="dateTo"
          label="Bis Datum"
          value={values.dateTo}
          error={errors.dateTo}
          onChange={(value) => onChange('dateTo', value)}
        />
      </Suspense>
      <TextField {...bind('procedureType')} select label="Verfahrensart" slotProps={NATIVE_SELECT}>
        <option value="">Alle Verfahrensarten</option>
        {PROCEDURE_TYPES.map((type) => (
          <option key={type.value} value={type.value}>
            {type.label}
          </option>
        ))}
      </TextField>
      <TextField
        name="place"
        label="PLZ oder Ort"
        value={placeOf(values)}
        onChange={(event) => onPlaceChange(event.target.value)}
        error={Boolean(errors.place)}
        helperText={errors.place ?? 'Anfang genügt, z. B. 80 oder Münch'}
        slotProps={{ htmlInput: { maxLength: 100, autoComplete: 'off' } }}
      />
      <TextField
        {...bind('registerNumber')}
        label="Registernummer"
        error={Boolean(errors.registerNumber)}
        helperText={errors.registerNumber ?? 'z. B. HRB 12345'}
        slotProps={{ htmlInput: { maxLength: 30, autoComplete: 'off' } }}
      />
    </Box>
  );
}

/** Two placeholders the size of the date fields while their code loads. */
function DateFieldsLoading() {
  return (
    <>
      <Skeleton variant="rounded" height={DATE_FIELD_HEIGHT} aria-hidden />
      <Skeleton variant="rounded" height={DATE_FIELD_HEIGHT} aria-hidden />
    </>
  );
}
