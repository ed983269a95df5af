import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';

/** SPEC §2: the yellow banner non-Pro users see, linking to /pricing. */
export function ProUpsellBanner() {
  return (
    // A standing hint, not an urgent message: `note` instead of Alert's default `alert` role.
    <Alert
      role="note"
      severity="warning"
      action={
        <Button component={RouterLink} to="/pricing" color="inherit" variant="outlined" size="small">
          Jetzt upgraden
        </Button>
      }
      sx={{ flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
    >
      <AlertTitle>E-Mail-Benachrichtigungen sind Teil von Pro</AlertTitle>
      Mit einem Pro-Abonnement erhalten Sie täglich eine E-Mail, sobald neue Insolvenzverfahren zu Ihren beobachteten
      Firmen und Stichwörtern veröffentlicht werden.
    </Alert>
  );
}
