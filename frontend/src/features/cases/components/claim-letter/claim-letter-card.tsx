import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ClaimLetterDialog, type ClaimLetterTarget } from './claim-letter-dialog';

/**
 * The way into the claim letter from a case with an administrator: for every logged-in user, as the case page
 * itself (the SPEC's Pro features limit volume and push, not what one does with one case).
 */
export function ClaimLetterCard({ target }: { target: ClaimLetterTarget }) {
  const [open, setOpen] = useState(false);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="claim-letter-heading" sx={{ p: 2 }}>
      <Typography id="claim-letter-heading" variant="h6" component="h2" gutterBottom>
        Forderung anmelden
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        Bereiten Sie die Anmeldung Ihrer Forderung beim Insolvenzverwalter als Schreiben (PDF) vor.
      </Typography>
      <Button variant="contained" onClick={() => setOpen(true)}>
        Forderungsanmeldung vorbereiten
      </Button>
      {open && <ClaimLetterDialog target={target} onClose={() => setOpen(false)} />}
    </Paper>
  );
}
