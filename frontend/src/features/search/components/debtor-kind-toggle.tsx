import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { DEBTOR_KINDS } from './search-params';

interface DebtorKindToggleProps {
  value: string;
  onChange: (debtorKind: string) => void;
}

/**
 * "Schuldner: Alle | Unternehmen | Natürliche Personen", always in view: most notices concern consumers, so a
 * credit manager limits to companies with one click. Buttons with aria-pressed in a labelled group.
 */
export function DebtorKindToggle({ value, onChange }: DebtorKindToggleProps) {
  const labelId = useId();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 1.5 }} sx={{ alignItems: { sm: 'center' } }}>
      <Typography id={labelId} variant="body2" component="span" sx={{ color: 'text.secondary' }}>
        Schuldner
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={value}
        aria-labelledby={labelId}
        // Clicking the chosen button again would choose nothing: it stays chosen.
        onChange={(_event, next: string | null) => next !== null && next !== value && onChange(next)}
        // Phones: the three buttons share the width (the long label wraps) instead of running off the screen.
        sx={{ width: { xs: '100%', sm: 'auto' } }}
      >
        {DEBTOR_KINDS.map((kind) => (
          <ToggleButton
            key={kind.value}
            value={kind.value}
            sx={{ textTransform: 'none', px: 1.5, flex: { xs: 1, sm: 'none' } }}
          >
            {kind.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Stack>
  );
}
