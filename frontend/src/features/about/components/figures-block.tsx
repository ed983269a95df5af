import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FIGURES } from './about-content';

/** The four figures of SPEC §1, as a description list so each number keeps its label. */
export function FiguresBlock() {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        p: { xs: 2, sm: 3 },
        borderRadius: 1,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
        textAlign: 'center',
      }}
    >
      {FIGURES.map((figure) => (
        <Box key={figure.label} sx={{ display: 'flex', flexDirection: 'column-reverse' }}>
          <Typography component="dt" variant="body2">
            {figure.label}
          </Typography>
          <Typography
            component="dd"
            variant="h4"
            sx={{ m: 0, fontWeight: 700, fontSize: { xs: '1.6rem', sm: '2.125rem' } }}
          >
            {figure.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
