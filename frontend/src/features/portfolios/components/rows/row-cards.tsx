import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { RowView } from '../../api/portfolio-types';
import { STATE_COLORS, stateChipSx } from '../state-count-chips';
import { CaseSummary, placeOf, RuleReason } from './case-summary';

/** Phone: a card per customer instead of a table six columns wide. */
export function RowCards({ rows }: { rows: RowView[] }) {
  return (
    <Stack spacing={1.5}>
      {rows.map((row) => (
        <RowCard key={row.rowId} row={row} />
      ))}
    </Stack>
  );
}

function RowCard({ row }: { row: RowView }) {
  const titleId = useId();
  return (
    <Card component="article" variant="outlined" aria-labelledby={titleId}>
      <CardContent>
        <Stack spacing={1}>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
            <Typography id={titleId} variant="subtitle1" component="h3" sx={{ overflowWrap: 'anywhere' }}>
              {[row.name, row.legalForm].filter(Boolean).join(' ')}
            </Typography>
            <Chip
              size="small"
              label={row.state}
              color={STATE_COLORS[row.state]}
              variant="outlined"
              sx={stateChipSx(row.state, 'outlined')}
            />
          </Stack>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {row.customerNumber ? `Kundennummer ${row.customerNumber} · ` : ''}
            {placeOf(row)}
          </Typography>
          {row.hits.length > 0 && (
            <>
              <div>
                <RuleReason hit={row.hits[0]} />
              </div>
              {row.hits.map((hit) => (
                <div key={hit.caseId}>
                  <CaseSummary hit={hit} />
                </div>
              ))}
            </>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
