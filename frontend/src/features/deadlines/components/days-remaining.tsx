import Chip from '@mui/material/Chip';

/** "heute", "morgen", "in 5 Tagen" (the reminder mails say the same). */
export function daysRemainingText(days: number): string {
  if (days === 0) return 'heute';
  if (days === 1) return 'morgen';
  return `in ${days} Tagen`;
}

/** Days remaining as a chip: red today and tomorrow, orange within a week. */
export function DaysRemainingChip({ days }: { days: number }) {
  const color = days <= 1 ? 'error' : days <= 7 ? 'warning' : 'default';
  return (
    <Chip size="small" color={color} variant={days <= 7 ? 'filled' : 'outlined'} label={daysRemainingText(days)} />
  );
}
