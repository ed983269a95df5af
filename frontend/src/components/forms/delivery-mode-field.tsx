import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';

/** Issue #30: how an alert is delivered; `sofort` is a Pro feature. */
export type DeliveryMode = 'sofort' | 'täglich';

interface DeliveryModeFieldProps {
  value: DeliveryMode;
  onChange: (mode: DeliveryMode) => void;
  /** Without Pro "Sofort" is shown but cannot be chosen (like the other Pro features). */
  isPro: boolean;
  disabled?: boolean;
}

/**
 * "Benachrichtigung: Sofort / Täglich (Sammel-E-Mail um 07:00)" for subscriptions, saved-search alerts and the
 * watchlist upload: one control, one wording.
 */
export function DeliveryModeField({ value, onChange, isPro, disabled = false }: DeliveryModeFieldProps) {
  const labelId = useId();
  const helpId = useId();
  return (
    <FormControl disabled={disabled}>
      <FormLabel id={labelId}>Benachrichtigung</FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        aria-describedby={helpId}
        value={value}
        onChange={(event) => onChange(event.target.value as DeliveryMode)}
      >
        <FormControlLabel value="sofort" control={<Radio />} label="Sofort" disabled={disabled || !isPro} />
        <FormControlLabel value="täglich" control={<Radio />} label="Täglich (Sammel-E-Mail um 07:00)" />
      </RadioGroup>
      <FormHelperText id={helpId}>
        {isPro
          ? // No number and no minutes here: the cap is configured on the server and detection follows the import.
            'Sofort: eine E-Mail, sobald wir die Bekanntmachung erkennen (bis zu einer Höchstzahl am Tag, danach in der Sammel-E-Mail).'
          : 'Sofort-Benachrichtigungen gibt es im Pro-Tarif.'}
      </FormHelperText>
    </FormControl>
  );
}
