import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { BulkPreviewRow } from '../api/bulk-watchlist-api';

/** The server's reading of the CSV, row by row: what will be watched, what already matches, what is wrong. */
export function BulkPreviewTable({ rows }: { rows: BulkPreviewRow[] }) {
  return (
    // Scrolls sideways inside its own box on phones; focusable so keyboard users can scroll it too.
    <TableContainer tabIndex={0} role="region" aria-label="Vorschau der Beobachtungsliste" sx={{ overflowX: 'auto' }}>
      <Table size="small" sx={{ minWidth: 640 }}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              Zeile
            </TableCell>
            <TableCell component="th" scope="col">
              Firmenname
            </TableCell>
            <TableCell component="th" scope="col">
              PLZ / Ort
            </TableCell>
            <TableCell component="th" scope="col">
              Registernummer
            </TableCell>
            <TableCell component="th" scope="col">
              Bestehende Verfahren
            </TableCell>
            <TableCell component="th" scope="col">
              Prüfung
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.line}>
              <TableCell>{row.line}</TableCell>
              <TableCell>{row.companyName || '–'}</TableCell>
              <TableCell>{[row.postalCode, row.city].filter(Boolean).join(' ') || '–'}</TableCell>
              <TableCell>{row.registerNumber || '–'}</TableCell>
              <TableCell>
                {row.matches > 0 ? <Chip size="small" color="primary" label={`${row.matches} Treffer`} /> : 'keine'}
              </TableCell>
              <TableCell>
                {row.error ? (
                  <Typography variant="body2" sx={{ color: 'error.main' }}>
                    {row.error}
                  </Typography>
                ) : (
                  'OK'
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
