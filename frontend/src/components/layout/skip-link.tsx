import Box from '@mui/material/Box';
import type { MouseEvent } from 'react';

export const MAIN_ID = 'main';

/** Moves keyboard focus into the page content; the hash alone would not move focus in every browser. */
function jumpToMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(MAIN_ID);
  if (!main) return;
  event.preventDefault();
  main.focus();
  main.scrollIntoView?.();
}

/**
 * WCAG 2.4.1: the first focusable element of every screen skips the header navigation. Hidden until it has
 * keyboard focus, then shown over the header's top left corner.
 */
export function SkipLink() {
  return (
    <Box
      component="a"
      href={`#${MAIN_ID}`}
      onClick={jumpToMain}
      sx={{
        position: 'absolute',
        top: 8,
        left: 8,
        zIndex: (theme) => theme.zIndex.appBar + 1,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        fontWeight: 700,
        textDecoration: 'underline',
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' },
      }}
    >
      Zum Inhalt springen
    </Box>
  );
}
