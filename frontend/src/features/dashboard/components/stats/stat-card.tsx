import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface StatCardProps {
  label: string;
  /** undefined while loading: a skeleton of the same height stands in. */
  value: string | undefined;
  detail?: ReactNode;
}

export function StatCard({ label, value, detail }: StatCardProps) {
  return (
    <Paper variant="outlined" sx={{ p: 2.5, height: '100%' }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography variant="h4" component="p" sx={{ fontWeight: 700, my: 0.5 }}>
        {value ?? <Skeleton width="40%" />}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', minHeight: '1.43em' }}>
        {value === undefined ? <Skeleton width="70%" /> : detail}
      </Typography>
    </Paper>
  );
}
