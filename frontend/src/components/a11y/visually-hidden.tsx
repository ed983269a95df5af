import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** Read by screen readers, not shown: a label the layout makes obvious to sighted users. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return (
    <Box
      component="span"
      sx={{
        // Strings, not numbers: in sx, 1 would mean 100 % and -1 a theme spacing.
        position: 'absolute',
        width: '1px',
        height: '1px',
        padding: 0,
        margin: '-1px',
        overflow: 'hidden',
        clip: 'rect(0 0 0 0)',
        whiteSpace: 'nowrap',
        border: 0,
      }}
    >
      {children}
    </Box>
  );
}
