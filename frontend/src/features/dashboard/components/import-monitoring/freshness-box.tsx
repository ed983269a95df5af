import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ImportFreshness } from '../../api/dashboard-types';
import { freshnessLines } from './freshness-view';

/** "Aktualität": the freshness promise and the figures that prove it (issue #30 item 4). */
export function FreshnessBox({ freshness, isAdmin }: { freshness: ImportFreshness; isAdmin: boolean }) {
  const lines = freshnessLines(freshness, new Date(), isAdmin);
  return (
    <Box component="section" aria-label="Aktualität" sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 0.5 }}>
        Aktualität
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {freshness.promise}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', rowGap: 0.5 }}>
        {lines.map((line) => (
          <Typography
            key={line.key}
            component="li"
            variant="body2"
            sx={line.tone === 'warning' ? { color: 'warning.dark', fontWeight: 600 } : undefined}
          >
            {line.text}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
