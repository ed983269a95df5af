import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export const DAILY_CHART_TITLE = 'Neue Verfahren pro Tag (30 Tage)';
export const STATE_CHART_TITLE = 'Verfahren nach Bundesland';

/** Heading and grid of the charts; shared by the lazily loaded charts and their placeholder. */
export function ChartsSection({ children }: { children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby="charts-heading">
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1,
          justifyContent: 'space-between',
          alignItems: 'baseline',
          mb: 2,
        }}
      >
        <Typography id="charts-heading" variant="h6" component="h2">
          Statistiken
        </Typography>
        {/* Months and years, by every dimension: the Pro feature "Historische Daten". */}
        <Link component={RouterLink} to="/statistics">
          Historische Daten
        </Link>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>{children}</Box>
    </Box>
  );
}
