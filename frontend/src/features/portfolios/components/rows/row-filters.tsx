import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import TextField from '@mui/material/TextField';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useId, useState } from 'react';
import { GermanDateField } from '../../../../components/forms/german-date-field';
import { INVALID_DATE } from '../../../../components/forms/invalid-date';
import { LANDS } from '../../../../lib/insolvency/lands';
import { PROCEDURE_TYPES } from '../../../../lib/insolvency/procedure-types';

export interface RowFilterValues {
  q: string;
  bundesland: string;
  verfahrensart: string;
  from: string;
  to: string;
}

export const NO_FILTERS: RowFilterValues = { q: '', bundesland: '', verfahrensart: '', from: '', to: '' };
const NATIVE_SELECT = { select: { native: true }, inputLabel: { shrink: true } } as const;
// Typing a customer number asks the server once the user pauses, not per key.
const TEXT_DELAY_MS = 400;

interface RowFiltersProps {
  values: RowFilterValues;
  onChange: (name: keyof RowFilterValues, value: string) => void;
}

/** Bundesland, Verfahrensart and period of the hit or candidate cases; a text for name or Kundennummer. */
export function RowFilters({ values, onChange }: RowFiltersProps) {
  // On a phone the five fields stood 380 px tall between the tabs and the first customer: the text stays, the
  // rest folds away (open while one of them filters), as the search's "Erweiterte Filter" do.
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [open, setOpen] = useState(() =>
    Boolean(values.bundesland || values.verfahrensart || values.from || values.to),
  );
  const moreId = useId();
  const [text, setText] = useState(values.q);
  useEffect(() => setText(values.q), [values.q]);
  useEffect(() => {
    if (text === values.q) return;
    const timer = setTimeout(() => onChange('q', text.trim()), TEXT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, values.q, onChange]);

  // An incomplete date filters nothing until it is a date.
  const date = (name: 'from' | 'to') => (value: string) => {
    if (value !== INVALID_DATE) onChange(name, value);
  };

  const search = (
    <TextField
      label="Name oder Kundennummer"
      value={text}
      onChange={(event) => setText(event.target.value)}
      slotProps={{ htmlInput: { maxLength: 100, autoComplete: 'off' } }}
    />
  );
  const more = (
    <>
      <TextField
        select
        label="Bundesland"
        value={values.bundesland}
        onChange={(event) => onChange('bundesland', event.target.value)}
        slotProps={NATIVE_SELECT}
      >
        <option value="">Alle Bundesländer</option>
        {LANDS.map((land) => (
          <option key={land.code} value={land.code}>
            {land.name}
          </option>
        ))}
      </TextField>
      <TextField
        select
        label="Verfahrensart"
        value={values.verfahrensart}
        onChange={(event) => onChange('verfahrensart', event.target.value)}
        slotProps={NATIVE_SELECT}
      >
        <option value="">Alle Verfahrensarten</option>
        {PROCEDURE_TYPES.map((type) => (
          <option key={type.value} value={type.value}>
            {type.label}
          </option>
        ))}
      </TextField>
      <GermanDateField name="from" label="Veröffentlicht ab" value={values.from} onChange={date('from')} />
      <GermanDateField name="to" label="Veröffentlicht bis" value={values.to} onChange={date('to')} />
    </>
  );
  const active = [values.bundesland, values.verfahrensart, values.from, values.to].filter(Boolean).length;

  if (phone)
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        {search}
        <Box>
          <Button
            onClick={() => setOpen((current) => !current)}
            aria-expanded={open}
            aria-controls={moreId}
            endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
            sx={{ px: 0.5 }}
          >
            {active > 0 ? `Weitere Filter (${active} aktiv)` : 'Weitere Filter'}
          </Button>
        </Box>
        <Collapse in={open} id={moreId} unmountOnExit>
          <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>{more}</Box>
        </Collapse>
      </Box>
    );
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr', lg: 'repeat(5, 1fr)' } }}>
      {search}
      {more}
    </Box>
  );
}
