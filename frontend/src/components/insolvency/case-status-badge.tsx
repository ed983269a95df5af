import Chip from '@mui/material/Chip';
import { type StatusTone, statusTone } from '../../lib/insolvency/case-status-tone';

// Light backgrounds with dark text: every pair has a contrast ratio above 7:1 (MUI's filled warning and info
// chips fall below 4.5:1 with white text).
const TONE_COLORS: Record<StatusTone, { bgcolor: string; color: string }> = {
  critical: { bgcolor: '#fdecea', color: '#8e1b1b' },
  warning: { bgcolor: '#fff4e5', color: '#7a3e00' },
  closed: { bgcolor: '#eceff1', color: '#37474f' },
  positive: { bgcolor: '#e8f5e9', color: '#1b5e20' },
  info: { bgcolor: '#e3f2fd', color: '#0d47a1' },
};

/** The status of a case as a coloured badge; no status, no badge. */
export function CaseStatusBadge({ status }: { status: string | null | undefined }) {
  if (!status) return null;
  return (
    <Chip
      label={status}
      size="small"
      data-tone={statusTone(status)}
      sx={{ ...TONE_COLORS[statusTone(status)], fontWeight: 600, maxWidth: '100%' }}
    />
  );
}
