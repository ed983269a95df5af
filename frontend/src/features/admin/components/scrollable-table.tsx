import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  numeric?: boolean;
}

interface ScrollableTableProps<T> {
  /** Names the table and its scroll region. */
  label: string;
  columns: ReadonlyArray<Column<T>>;
  rows: readonly T[];
  rowKey: (row: T, index: number) => string;
  emptyText: string;
  minWidth?: number;
}

/**
 * A small data table that scrolls sideways inside its own box on phones (from 360 px) instead of widening the
 * page. The box is focusable so keyboard users can scroll it as well.
 */
export function ScrollableTable<T>({
  label,
  columns,
  rows,
  rowKey,
  emptyText,
  minWidth = 560,
}: ScrollableTableProps<T>) {
  if (rows.length === 0) {
    return <Typography sx={{ color: 'text.secondary' }}>{emptyText}</Typography>;
  }
  return (
    <TableContainer tabIndex={0} role="region" aria-label={label} sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label} sx={{ minWidth }}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.header} component="th" scope="col" align={column.numeric ? 'right' : 'left'}>
                {column.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => (
            <TableRow key={rowKey(row, index)}>
              {columns.map((column) => (
                <TableCell key={column.header} align={column.numeric ? 'right' : 'left'}>
                  {column.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
