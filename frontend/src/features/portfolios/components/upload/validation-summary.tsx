import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatCount } from '../../../../lib/format/numbers';
import { FIELD_LABELS, type UploadView } from '../../api/portfolio-types';

/** Valid and invalid rows, and the problems (the server sends the first 200) with line, field and message. */
export function ValidationSummary({ validation }: { validation: NonNullable<UploadView['validation']> }) {
  const { valid, invalid, problems } = validation;
  return (
    <Stack component="section" spacing={1} aria-labelledby="upload-validation-heading">
      <Typography id="upload-validation-heading" variant="h6" component="h4">
        Prüfung der Zeilen
      </Typography>
      <Alert severity={invalid > 0 ? 'warning' : 'success'}>
        {formatCount(valid)} {valid === 1 ? 'Zeile ist' : 'Zeilen sind'} in Ordnung
        {invalid > 0
          ? `, ${formatCount(invalid)} ${invalid === 1 ? 'Zeile wird' : 'Zeilen werden'} nicht übernommen.`
          : '.'}
      </Alert>
      {problems.length > 0 && (
        <TableContainer sx={{ maxHeight: 320, overflowY: 'auto' }}>
          <Table size="small" stickyHeader aria-label="Probleme in der Datei">
            <TableHead>
              <TableRow>
                <TableCell>Zeile</TableCell>
                <TableCell>Feld</TableCell>
                <TableCell>Problem</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {problems.map((problem, index) => (
                <TableRow key={index}>
                  <TableCell>{problem.line}</TableCell>
                  <TableCell>{problem.field ? FIELD_LABELS[problem.field] : '–'}</TableCell>
                  <TableCell>{problem.message}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {invalid > problems.length && problems.length > 0 && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Gezeigt sind die ersten {formatCount(problems.length)} Probleme.
        </Typography>
      )}
    </Stack>
  );
}
