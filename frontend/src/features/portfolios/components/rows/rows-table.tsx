import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { RowView } from '../../api/portfolio-types';
import { STATE_COLORS, stateChipSx } from '../state-count-chips';
import { CaseSummary, placeOf, RuleReason } from './case-summary';

/** Desktop: one table row per customer; a customer with several hits shows each case in the last column. */
export function RowsTable({ rows }: { rows: RowView[] }) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Zeilen des Portfolios">
        <TableHead>
          <TableRow>
            <TableCell>Kundennummer</TableCell>
            <TableCell>Name</TableCell>
            <TableCell>Ort</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Regel und Begründung</TableCell>
            <TableCell>Verfahren</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.rowId} sx={{ verticalAlign: 'top' }}>
              <TableCell>{row.customerNumber ?? '–'}</TableCell>
              <TableCell>{[row.name, row.legalForm].filter(Boolean).join(' ')}</TableCell>
              <TableCell>{placeOf(row)}</TableCell>
              <TableCell>
                <Chip
                  size="small"
                  label={row.state}
                  color={STATE_COLORS[row.state]}
                  variant="outlined"
                  sx={stateChipSx(row.state, 'outlined')}
                />
              </TableCell>
              <TableCell>
                <RuleReason hit={row.hits[0]} />
              </TableCell>
              <TableCell>
                {row.hits.length === 0 ? '–' : row.hits.map((hit) => <CaseSummary key={hit.caseId} hit={hit} />)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
