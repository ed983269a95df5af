import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ChangeEvent } from 'react';

interface CsvFileButtonProps {
  disabled: boolean;
  onFile: (file: File) => void;
}

/**
 * A button that opens the file picker. The real input is visually hidden but stays focusable and labelled by
 * the button text; the button shows the focus ring for it.
 */
export function CsvFileButton({ disabled, onFile }: CsvFileButtonProps) {
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared, so choosing the same file again (after fixing it) fires a change again.
    event.target.value = '';
    if (file) onFile(file);
  };

  return (
    <Button
      component="label"
      role={undefined}
      tabIndex={-1}
      variant="outlined"
      startIcon={<UploadFileIcon />}
      disabled={disabled}
      sx={{ '&:focus-within': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 } }}
    >
      CSV-Datei auswählen
      <Box
        component="input"
        type="file"
        accept=".csv,text/csv,text/plain"
        disabled={disabled}
        onChange={handleChange}
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
  );
}
