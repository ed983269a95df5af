import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../use-document-title';

interface ContentPageProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}

/** A text page (legal pages, About): one h1, an optional lead, then its sections. */
export function ContentPage({ title, intro, children }: ContentPageProps) {
  useDocumentTitle(title);
  return (
    <Stack spacing={4} component="article" sx={{ maxWidth: 860 }}>
      <Stack spacing={1}>
        <Typography
          variant="h4"
          component="h1"
          sx={{ overflowWrap: 'anywhere', hyphens: 'auto', fontSize: { xs: '1.75rem', sm: '2.125rem' } }}
        >
          {title}
        </Typography>
        {intro && (
          <Typography variant="subtitle1" component="div" sx={{ color: 'text.secondary' }}>
            {intro}
          </Typography>
        )}
      </Stack>
      {children}
    </Stack>
  );
}
