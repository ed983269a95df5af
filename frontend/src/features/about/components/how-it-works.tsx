import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { STEPS } from './about-content';

/** An ordered list, so assistive technology announces the step number the circle shows. */
export function HowItWorks() {
  return (
    <Box
      component="ol"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
      }}
    >
      {STEPS.map((step, index) => (
        <Box component="li" key={step.title} sx={{ display: 'flex', gap: 2 }}>
          <Box
            aria-hidden="true"
            sx={{
              flexShrink: 0,
              width: 36,
              height: 36,
              borderRadius: '50%',
              bgcolor: 'secondary.main',
              color: 'secondary.contrastText',
              display: 'grid',
              placeItems: 'center',
              fontWeight: 700,
            }}
          >
            {index + 1}
          </Box>
          <Box>
            <Typography variant="h6" component="h3">
              {step.title}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {step.text}
            </Typography>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
