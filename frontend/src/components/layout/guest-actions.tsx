import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';

/** Header of logged-out visitors: the way in instead of the user menu. */
export function GuestActions() {
  return (
    <Box sx={{ display: 'flex', gap: { xs: 0.5, sm: 1 }, flexShrink: 0 }}>
      <Button
        component={RouterLink}
        to="/login"
        color="inherit"
        size="small"
        sx={{ minWidth: 0, px: { xs: 0.75, sm: 1 } }}
      >
        Anmelden
      </Button>
      <Button
        component={RouterLink}
        to="/register"
        variant="outlined"
        color="inherit"
        size="small"
        sx={{ whiteSpace: 'nowrap', px: { xs: 0.75, sm: 1.25 } }}
      >
        Registrieren
      </Button>
    </Box>
  );
}
