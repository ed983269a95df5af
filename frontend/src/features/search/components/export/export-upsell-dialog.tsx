import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { Link as RouterLink } from 'react-router-dom';

/** What free users get from the Export button: the reason and the way to Pro. */
export function ExportUpsellDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="export-upsell-title" aria-describedby="export-upsell-text">
      <DialogTitle id="export-upsell-title">Export ist eine Pro-Funktion</DialogTitle>
      <DialogContent>
        <DialogContentText id="export-upsell-text">
          Der Export Ihrer Suchergebnisse als CSV- oder Excel-Datei ist im Pro-Abonnement enthalten. Mit Pro sehen Sie
          außerdem alle Suchergebnisse statt nur der ersten fünf.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Schließen</Button>
        <Button component={RouterLink} to="/pricing" variant="contained">
          Jetzt upgraden
        </Button>
      </DialogActions>
    </Dialog>
  );
}
