import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../use-document-title';

interface PlaceholderPageProps {
  title: string;
  description: string;
}

/** Stand-in for a screen that is not built yet: its heading and one line, so routes and guards can be tested. */
export function PlaceholderPage({ title, description }: PlaceholderPageProps) {
  useDocumentTitle(title);
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>{description}</Typography>
    </Stack>
  );
}
