import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { formatCount } from '../../../../lib/format/numbers';
import { formatQuantity, RESULTS_DATIVE } from '../../../../lib/format/plural';
import type { ExportProgress } from './fetch-all-results';

interface ExportProgressDialogProps {
  open: boolean;
  progress: ExportProgress;
  onCancel: () => void;
}

export function ExportProgressDialog({ open, progress, onCancel }: ExportProgressDialogProps) {
  const { loaded, expected } = progress;
  const percent = expected > 0 ? Math.round((loaded / expected) * 100) : undefined;
  return (
    <Dialog open={open} aria-labelledby="export-progress-title" fullWidth maxWidth="xs">
      <DialogTitle id="export-progress-title">Export wird erstellt</DialogTitle>
      <DialogContent>
        <LinearProgress
          variant={percent === undefined ? 'indeterminate' : 'determinate'}
          value={percent}
          aria-label="Fortschritt des Exports"
        />
        <Typography variant="body2" sx={{ mt: 1.5 }} aria-live="polite">
          {expected > 0
            ? `${formatCount(loaded)} von ${formatQuantity(expected, RESULTS_DATIVE)} geladen`
            : 'Ergebnisse werden geladen…'}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Abbrechen</Button>
      </DialogActions>
    </Dialog>
  );
}
