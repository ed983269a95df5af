import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { type ReactNode, useRef } from 'react';
import { useOverflows } from './use-overflows';

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
 * Scroll shadows: a shade at an edge where more of the table lies beyond it, gone once scrolled there (the
 * white covers move with the content, the shades stay with the box).
 */
const SCROLL_SHADOWS = {
  background: [
    'linear-gradient(to right, #fff 30%, rgba(255,255,255,0)) left / 40px 100% no-repeat local',
    'linear-gradient(to left, #fff 30%, rgba(255,255,255,0)) right / 40px 100% no-repeat local',
    'radial-gradient(farthest-side at 0 50%, rgba(0,0,0,.18), rgba(0,0,0,0)) left / 14px 100% no-repeat scroll',
    'radial-gradient(farthest-side at 100% 50%, rgba(0,0,0,.18), rgba(0,0,0,0)) right / 14px 100% no-repeat scroll',
  ].join(', '),
} as const;

/**
 * A small data table that scrolls sideways inside its own box on phones (from 360 px) instead of widening the
 * page. When it does, a shadow at the edge and a line of text say so. The box is focusable so keyboard users
 * can scroll it as well.
 */
export function ScrollableTable<T>({
  label,
  columns,
  rows,
  rowKey,
  emptyText,
  minWidth = 560,
}: ScrollableTableProps<T>) {
  const container = useRef<HTMLDivElement>(null);
  const scrolls = useOverflows(container, 'x', rows.length > 0);
  if (rows.length === 0) {
    return <Typography sx={{ color: 'text.secondary' }}>{emptyText}</Typography>;
  }
  return (
    <Box>
      {scrolls && (
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mb: 0.5, textAlign: 'right' }}>
          Tabelle seitlich wischen →
        </Typography>
      )}
      <TableContainer
        ref={container}
        tabIndex={0}
        role="region"
        aria-label={label}
        sx={{ overflowX: 'auto', ...SCROLL_SHADOWS }}
      >
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
    </Box>
  );
}
