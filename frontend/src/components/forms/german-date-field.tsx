import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { deDE } from '@mui/x-date-pickers/locales';
import { de } from 'date-fns/locale/de';
import { isValid } from 'date-fns';
import { useEffect, useRef, useState } from 'react';
import { isoDay, startOfIsoDay } from '../../lib/format/dates';
import { INVALID_DATE } from './invalid-date';

const GERMAN_PICKER_TEXTS = deDE.components.MuiLocalizationProvider.defaultProps.localeText;

interface GermanDateFieldProps {
  name: string;
  label: string;
  /** YYYY-MM-DD, '' for none, or INVALID_DATE while the typed date is incomplete or impossible. */
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

// While the year is typed digit by digit the picker reports years 2, 20, 202: no date until it has four digits.
const asIso = (date: Date | null): string =>
  date === null ? '' : isValid(date) && date.getFullYear() >= 1000 ? isoDay(date) : INVALID_DATE;

/**
 * A date field in German whatever the browser's language: typed as TT.MM.JJJJ or picked from a German calendar
 * (weeks start on Monday). The form keeps ISO dates, which is what the API takes.
 */
export function GermanDateField({ name, label, value, error, onChange }: GermanDateFieldProps) {
  // The picker's own value: an incomplete date typed so far must survive, though the form only has INVALID_DATE.
  const [draft, setDraft] = useState<Date | null>(() => startOfIsoDay(value) ?? null);
  // The picker's hidden input holds the typed text ('18.11.JJJJ'), '' when nothing is typed.
  const typedText = useRef<HTMLInputElement>(null);

  // Follows the form when it sets the value itself (Zurücksetzen, back to an earlier search).
  useEffect(() => {
    if (value !== INVALID_DATE)
      setDraft((current) => (asIso(current) === value ? current : (startOfIsoDay(value) ?? null)));
  }, [value]);

  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={de} localeText={GERMAN_PICKER_TEXTS}>
      <DatePicker
        label={label}
        value={draft}
        onChange={(date) => {
          setDraft(date);
          onChange(asIso(date));
        }}
        slotProps={{
          textField: {
            name,
            inputRef: typedText,
            error: error !== undefined,
            helperText: error ?? 'TT.MM.JJJJ',
            fullWidth: true,
            // The picker reports nothing while a date is typed only in part: leaving it so is no date at all.
            onBlur: () => {
              if (draft === null && typedText.current?.value) onChange(INVALID_DATE);
            },
          },
        }}
      />
    </LocalizationProvider>
  );
}
