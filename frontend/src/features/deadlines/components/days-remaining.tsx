import Chip from '@mui/material/Chip';
import { useTheme, type Theme } from '@mui/material/styles';

/** "heute", "morgen", "in 5 Tagen" (the reminder mails say the same). */
export function daysRemainingText(days: number): string {
  if (days === 0) return 'heute';
  if (days === 1) return 'morgen';
  return `in ${days} Tagen`;
}

/**
 * The filled colours of an urgent deadline: red today and tomorrow, orange within a week, none later. The orange
 * is the theme's dark warning shade: white on MUI's warning colour (#ed6c02) has 3.1:1, below WCAG AA's 4.5:1 for
 * text, and the accessibility check of the journeys found it on days with a deadline 2–7 days ahead.
 */
export function urgentChipColors(theme: Theme, days: number): { background: string; text: string } | null {
  if (days <= 1) return { background: theme.palette.error.main, text: theme.palette.error.contrastText };
  if (days <= 7) return { background: theme.palette.warning.dark, text: theme.palette.warning.contrastText };
  return null;
}

/** Days remaining as a chip, filled in its urgency's colour within a week, outlined later. */
export function DaysRemainingChip({ days }: { days: number }) {
  const colors = urgentChipColors(useTheme(), days);
  return (
    <Chip
      size="small"
      variant={colors ? 'filled' : 'outlined'}
      label={daysRemainingText(days)}
      sx={colors ? { bgcolor: colors.background, color: colors.text } : undefined}
    />
  );
}
