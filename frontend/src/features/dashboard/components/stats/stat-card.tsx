import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface StatCardProps {
  label: string;
  /** undefined while loading: a skeleton of the same height stands in. */
  value: string | undefined;
  detail?: ReactNode;
  /** Lines the detail is given from the start (its skeleton included), so a detail that wraps moves nothing. */
  detailLines?: 1 | 2;
}

/** body2's line height. */
const LINE_EM = 1.43;

export function StatCard({ label, value, detail, detailLines = 1 }: StatCardProps) {
  return (
    <Paper variant="outlined" sx={{ p: 2.5, height: '100%' }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography variant="h4" component="p" sx={{ fontWeight: 700, my: 0.5 }}>
        {value ?? <Skeleton width="40%" />}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', minHeight: `${detailLines * LINE_EM}em` }}>
        {value === undefined
          ? Array.from({ length: detailLines }, (_, i) => <Skeleton key={i} width={i === 0 ? '90%' : '50%'} />)
          : detail}
      </Typography>
    </Paper>
  );
}
