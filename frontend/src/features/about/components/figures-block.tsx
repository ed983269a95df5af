import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { VisuallyHidden } from '../../../components/a11y/visually-hidden';
import { useAboutFigures } from './use-about-figures';

/** The four figures of SPEC §1, as a description list so each number keeps its label. */
export function FiguresBlock() {
  const figures = useAboutFigures();
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
      {figures.map((figure) => (
        <Box key={figure.label} sx={{ display: 'flex', flexDirection: 'column-reverse' }}>
          <Typography component="dt" variant="body2">
            {figure.label}
          </Typography>
          <Typography
            component="dd"
            variant="h4"
            aria-busy={figure.value === undefined}
            sx={{ m: 0, fontWeight: 700, fontSize: { xs: '1.6rem', sm: '2.125rem' } }}
          >
            {figure.value ?? (
              <>
                <VisuallyHidden>wird ermittelt</VisuallyHidden>
                <Skeleton
                  aria-hidden
                  sx={{ bgcolor: 'rgba(255, 255, 255, 0.25)', mx: 'auto', width: '3ch', display: 'inline-block' }}
                />
              </>
            )}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
