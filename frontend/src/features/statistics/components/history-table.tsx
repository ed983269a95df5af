import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatCount } from '../../../lib/format/numbers';
import type { HistorySeries } from './history-series';

/** The numbers behind the chart: one row per period, one column per group, the sum last. */
export function HistoryTable({ series, caption }: { series: HistorySeries; caption: string }) {
  return (
    // Scrolls sideways on a phone instead of squeezing the columns; focusable so keyboards can scroll it.
    <TableContainer tabIndex={0} role="region" aria-label={caption} sx={{ maxHeight: 520 }}>
      <Table size="small" stickyHeader>
        <caption style={{ captionSide: 'top', textAlign: 'left', padding: '0 0 8px' }}>{caption}</caption>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              Zeitraum
            </TableCell>
            {series.groups.map((group) => (
              <TableCell key={group.key} component="th" scope="col" align="right">
                {group.label}
              </TableCell>
            ))}
            <TableCell component="th" scope="col" align="right">
              Summe
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {series.rows.map((row) => (
            <TableRow key={row.key}>
              <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                {row.label}
              </TableCell>
              {row.values.map((value, index) => (
                <TableCell key={series.groups[index]!.key} align="right">
                  {formatCount(value)}
                </TableCell>
              ))}
              <TableCell align="right" sx={{ fontWeight: 600 }}>
                {formatCount(row.total)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
