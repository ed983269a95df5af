import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useDocumentTitle } from '../../components/use-document-title';

export default function NotFoundPage() {
  useDocumentTitle('Seite nicht gefunden');
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start', py: 4 }}>
      <Typography variant="h4" component="h1">
        Seite nicht gefunden
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>
        Die angeforderte Seite existiert nicht oder wurde verschoben.
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        Zur Startseite
      </Button>
    </Stack>
  );
}
