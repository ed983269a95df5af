import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, type DragEvent, useState } from 'react';
import { FileFormatHelp } from './file-format-help';

const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

interface UploadDropZoneProps {
  busy: boolean;
  onFile: (file: File) => void;
}

/** Drop a CSV or Excel file here or pick it with the button (the hidden input stays focusable through it). */
export function UploadDropZone({ busy, onFile }: UploadDropZoneProps) {
  const [dragging, setDragging] = useState(false);

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared, so choosing the same file again (after fixing it) fires a change again.
    event.target.value = '';
    if (file) onFile(file);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files?.[0];
    if (file && !busy) onFile(file);
  };

  return (
    <Paper
      variant="outlined"
      data-testid="upload-drop-zone"
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
      sx={{
        p: { xs: 2, sm: 3 },
        borderStyle: 'dashed',
        borderWidth: 2,
        borderColor: dragging ? 'primary.main' : 'divider',
        bgcolor: dragging ? 'action.hover' : undefined,
      }}
    >
      <Stack spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <Typography>
          Ziehen Sie Ihre Kundenliste hierher oder wählen Sie sie aus: eine CSV- oder Excel-Datei (.xlsx, bis 50 MB) mit
          einer Kopfzeile und einem Kunden je Zeile; nur die Spalte „Name“ ist Pflicht.
        </Typography>
        <Button
          component="label"
          role={undefined}
          tabIndex={-1}
          variant="contained"
          startIcon={busy ? <CircularProgress size={18} color="inherit" /> : <UploadFileIcon />}
          disabled={busy}
          sx={{ '&:focus-within': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 } }}
        >
          {busy ? 'Datei wird hochgeladen…' : 'Datei auswählen'}
          <Box
            component="input"
            type="file"
            accept={ACCEPT}
            disabled={busy}
            onChange={pick}
            aria-label="Kundenliste (CSV oder Excel)"
            sx={{
              clip: 'rect(0 0 0 0)',
              clipPath: 'inset(50%)',
              height: '1px',
              width: '1px',
              overflow: 'hidden',
              position: 'absolute',
              whiteSpace: 'nowrap',
              bottom: 0,
              left: 0,
            }}
          />
        </Button>
        <FileFormatHelp />
      </Stack>
    </Paper>
  );
}
