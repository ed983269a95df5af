import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

/** SPEC §2/§8: a missing case and a failed load look the same to the user. */
export function CaseNotFound() {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Fall nicht gefunden
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>
        Der angeforderte Insolvenzfall konnte nicht gefunden werden.
      </Typography>
      <Button component={RouterLink} to="/search" variant="contained">
        Zurück zur Suche
      </Button>
    </Paper>
  );
}
