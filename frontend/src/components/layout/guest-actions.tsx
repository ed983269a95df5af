import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';

/** Header of logged-out visitors: the way in instead of the user menu. */
export function GuestActions() {
  return (
    <Box sx={{ display: 'flex', gap: 1 }}>
      <Button component={RouterLink} to="/login" color="inherit" size="small">
        Anmelden
      </Button>
      <Button
        component={RouterLink}
        to="/register"
        variant="outlined"
        color="inherit"
        size="small"
        sx={{ whiteSpace: 'nowrap' }}
      >
        Registrieren
      </Button>
    </Box>
  );
}
