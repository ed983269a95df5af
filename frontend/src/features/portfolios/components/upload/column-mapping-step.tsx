import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { type ColumnMapping, FIELD_LABELS, PORTFOLIO_FIELDS, type UploadView } from '../../api/portfolio-types';

export const NAME_REQUIRED = 'Bitte ordnen Sie die Spalte „Name“ zu.';
const NOT_IN_FILE = '';

interface ColumnMappingStepProps {
  upload: UploadView;
  busy: boolean;
  /** The server's refusal of the last attempt. */
  error: string | null;
  onSave: (mapping: ColumnMapping) => void;
}

/** One select per field with the file's headers (the server's proposal preselected) and the first rows. */
export function ColumnMappingStep({ upload, busy, error, onSave }: ColumnMappingStepProps) {
  const [mapping, setMapping] = useState<ColumnMapping>(upload.mapping);
  const [tried, setTried] = useState(false);
  const nameMissing = mapping.name === null;

  const save = () => {
    setTried(true);
    if (!nameMissing) onSave(mapping);
  };

  return (
    <Stack spacing={2}>
      <Typography>
        Prüfen Sie, welche Spalte Ihrer Datei welches Feld enthält. Felder, die Ihre Datei nicht hat, lassen Sie leer.
      </Typography>
      {error && <Alert severity="error">{error}</Alert>}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' } }}>
        {PORTFOLIO_FIELDS.map((field) => (
          <TextField
            key={field}
            select
            label={FIELD_LABELS[field]}
            required={field === 'name'}
            value={mapping[field] === null ? NOT_IN_FILE : String(mapping[field])}
            onChange={(event) =>
              setMapping((current) => ({
                ...current,
                [field]: event.target.value === NOT_IN_FILE ? null : Number(event.target.value),
              }))
            }
            error={field === 'name' && tried && nameMissing}
            helperText={field === 'name' && tried && nameMissing ? NAME_REQUIRED : undefined}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value={NOT_IN_FILE}>– nicht in der Datei –</option>
            {upload.headers.map((header, index) => (
              <option key={index} value={String(index)}>
                {header || `Spalte ${index + 1}`}
              </option>
            ))}
          </TextField>
        ))}
      </Box>
      <SampleRows upload={upload} />
      <Box>
        <Button variant="contained" onClick={save} disabled={busy}>
          Zuordnung übernehmen
        </Button>
      </Box>
    </Stack>
  );
}

/** The file's first rows as read, so the user sees which column holds what. */
function SampleRows({ upload }: { upload: UploadView }) {
  if (upload.sample.length === 0) return null;
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2" component="h4" id="upload-sample-heading">
        Die ersten Zeilen Ihrer Datei
      </Typography>
      <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
        <Table size="small" aria-labelledby="upload-sample-heading">
          <TableHead>
            <TableRow>
              {upload.headers.map((header, index) => (
                <TableCell key={index} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                  {header || `Spalte ${index + 1}`}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {upload.sample.map((row, r) => (
              <TableRow key={r}>
                {upload.headers.map((_header, c) => (
                  <TableCell key={c}>{row[c] ?? ''}</TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
}
