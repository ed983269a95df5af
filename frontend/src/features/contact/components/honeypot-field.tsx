import Box from '@mui/material/Box';
import type { ChangeEvent } from 'react';

interface HoneypotFieldProps {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/**
 * A field people never see or reach (off-screen, hidden from assistive technology, not in the tab order), so
 * only form-filling bots put something in it; the server drops such messages.
 */
export function HoneypotField({ value, onChange }: HoneypotFieldProps) {
  return (
    <Box
      aria-hidden="true"
      sx={{ position: 'absolute', left: '-10000px', top: 'auto', width: '1px', height: '1px', overflow: 'hidden' }}
    >
      <label htmlFor="contact-website">Website (bitte leer lassen)</label>
      <input
        id="contact-website"
        type="text"
        name="website"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={onChange}
      />
    </Box>
  );
}
