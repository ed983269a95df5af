import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';

interface ImportTriggerButtonProps {
  importing: boolean;
  onTrigger: () => Promise<void>;
}

/** Manual import (issue #6), after a confirmation: it queries the public portal outside the schedule. */
export function ImportTriggerButton({ importing, onTrigger }: ImportTriggerButtonProps) {
  const [confirming, setConfirming] = useState(false);

  const confirm = async () => {
    await onTrigger();
    setConfirming(false);
  };

  return (
    <>
      <Button variant="outlined" startIcon={<PlayArrowIcon />} onClick={() => setConfirming(true)} disabled={importing}>
        Import jetzt starten
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Import jetzt starten?"
        confirmLabel="Import starten"
        busy={importing}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
      >
        Der Import ruft neue Bekanntmachungen sofort vom Insolvenzportal ab, zusätzlich zu den geplanten Sitzungen.
      </ConfirmDialog>
    </>
  );
}
