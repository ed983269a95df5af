import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import type { NavItem } from './nav-items';

export function FooterLink({ label, to }: NavItem) {
  return (
    <Link component={RouterLink} to={to} color="inherit" underline="hover" variant="body2">
      {label}
    </Link>
  );
}
