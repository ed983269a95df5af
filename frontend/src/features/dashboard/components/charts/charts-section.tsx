import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export const DAILY_CHART_TITLE = 'Neue Verfahren pro Tag (30 Tage)';
export const STATE_CHART_TITLE = 'Verfahren nach Bundesland';

/** Heading and grid of the charts; shared by the lazily loaded charts and their placeholder. */
export function ChartsSection({ children }: { children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby="charts-heading">
      <Typography id="charts-heading" variant="h6" component="h2" sx={{ mb: 2 }}>
        Statistiken
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>{children}</Box>
    </Box>
  );
}
