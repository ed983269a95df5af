import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';

interface SubscriptionFilterProps {
  value: string;
  onChange: (value: string) => void;
}

/** Narrows a long list (a watchlist upload) to the entries whose texts contain every word typed. */
export function SubscriptionFilter({ value, onChange }: SubscriptionFilterProps) {
  return (
    <TextField
      type="search"
      label="Benachrichtigungen durchsuchen"
      placeholder="Firma, E-Mail, Aktenzeichen …"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      fullWidth
      size="small"
      slotProps={{
        htmlInput: { maxLength: 200 },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
