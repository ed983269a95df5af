import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';

/** What free users see instead of the key form (the server answers 403 'API-Zugang erfordert ein Pro-Abonnement.'). */
export function ApiKeysUpsell() {
  return (
    <Alert
      severity="info"
      action={
        <Button component={RouterLink} to="/pricing" color="inherit" variant="outlined" size="small">
          Jetzt upgraden
        </Button>
      }
    >
      API-Zugang erfordert ein Pro-Abonnement. Mit Pro rufen Sie Suche und Meldungen direkt aus Ihren eigenen Systemen
      ab.
    </Alert>
  );
}
