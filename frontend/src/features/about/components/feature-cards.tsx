import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { FEATURES } from './about-content';

export function FeatureCards() {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' } }}>
      {FEATURES.map((feature) => (
        <Paper key={feature.title} variant="outlined" sx={{ p: 2.5 }}>
          <Typography variant="h6" component="h3" gutterBottom>
            {feature.title}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {feature.text}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
