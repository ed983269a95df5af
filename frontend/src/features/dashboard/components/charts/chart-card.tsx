import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** Height of every chart body, loaded or not: the page does not move when the counts arrive. */
export const CHART_HEIGHT = 320;

interface ChartCardProps {
  id: string;
  title: string;
  loading: boolean;
  failed: boolean;
  children: ReactNode;
}

export function ChartCard({ id, title, loading, failed, children }: ChartCardProps) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
      <Typography id={id} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 2 }}>
        {title}
      </Typography>
      {loading ? (
        <Box role="status" aria-label={`${title}: wird geladen`}>
          <ChartSkeleton />
        </Box>
      ) : failed ? (
        <Box sx={{ height: CHART_HEIGHT, display: 'grid', placeItems: 'center' }}>
          <Typography sx={{ color: 'text.secondary' }}>Diagrammdaten nicht verfügbar</Typography>
        </Box>
      ) : (
        children
      )}
    </Paper>
  );
}

export function ChartSkeleton() {
  return <Skeleton variant="rounded" height={CHART_HEIGHT} aria-hidden />;
}
