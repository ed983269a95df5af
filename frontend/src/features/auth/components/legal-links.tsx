import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';

// New tab, so a half-filled form is not lost.
const newTab = { target: '_blank', rel: 'noopener noreferrer' } as const;

export function TermsLink() {
  return (
    <Link component={RouterLink} to="/terms" {...newTab}>
      Nutzungsbedingungen
    </Link>
  );
}

export function PrivacyLink() {
  return (
    <Link component={RouterLink} to="/privacy" {...newTab}>
      Datenschutzerklärung
    </Link>
  );
}
