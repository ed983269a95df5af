import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ListPagination } from '../../../components/paging/list-pagination';
import { formatCount } from '../../../lib/format/numbers';
import { pageOf } from '../../../lib/paging/page-of';
import type { BulkPreviewRow } from '../api/bulk-watchlist-api';

/**
 * Rows of the preview per page. A file may have 5,000: drawn at once, "… anlegen" sat below a table of 1,000 rows
 * (about 33,000 px on a phone).
 */
export const PREVIEW_ROWS_PER_PAGE = 25;

/**
 * The server's reading of the CSV, row by row: what will be watched, what already matches, what is wrong; 25
 * rows at a time (rendered with a `key` per file, so a new file starts at its first page).
 */
export function BulkPreviewTable({ rows }: { rows: BulkPreviewRow[] }) {
  const [requestedPage, setRequestedPage] = useState(1);
  const page = pageOf(rows, requestedPage, PREVIEW_ROWS_PER_PAGE);
  return (
    <>
      {page.pageCount > 1 && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Zeilen {formatCount(page.first)}–{formatCount(page.last)} von {formatCount(rows.length)}
        </Typography>
      )}
      <PreviewTable rows={page.items} />
      <ListPagination page={page.page} pageCount={page.pageCount} onChange={setRequestedPage} />
    </>
  );
}

function PreviewTable({ rows }: { rows: BulkPreviewRow[] }) {
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
