import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatCount } from '../../../../lib/format/numbers';

/** "12.345 von 100.000 Zeilen genutzt": rows of all portfolios of the account against the plan's limit. */
export function PlanLimitBar({ usedRows, maxRows }: { usedRows: number; maxRows: number }) {
  const percent = maxRows > 0 ? Math.min(100, (usedRows / maxRows) * 100) : 0;
  const text = `${formatCount(usedRows)} von ${formatCount(maxRows)} Zeilen genutzt`;
  return (
    <Stack spacing={0.5} sx={{ maxWidth: 480 }}>
      <Typography variant="body2">{text}</Typography>
      <LinearProgress
        variant="determinate"
        value={percent}
        color={percent >= 90 ? 'warning' : 'primary'}
        aria-label="Genutzte Zeilen Ihres Tarifs"
        aria-valuetext={text}
      />
    </Stack>
  );
}
