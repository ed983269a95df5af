import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

interface ContentSectionProps {
  title: string;
  children: ReactNode;
}

/** A section of a text page: an h2 that also names the region for screen readers. */
export function ContentSection({ title, children }: ContentSectionProps) {
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={1.5}>
      <Typography id={headingId} variant="h5" component="h2">
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

/** An h3 inside a ContentSection. */
export function ContentSubheading({ children }: { children: ReactNode }) {
  return (
    <Typography variant="h6" component="h3" sx={{ pt: 1 }}>
      {children}
    </Typography>
  );
}

export function Paragraph({ children }: { children: ReactNode }) {
  return <Typography variant="body1">{children}</Typography>;
}
