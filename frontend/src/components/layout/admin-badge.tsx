import Chip from '@mui/material/Chip';

/** The header's Administrator badge (hidden on phones, where the menu shows it): a chunk only admins load. */
export default function AdminBadge() {
  return (
    <Chip label="Administrator" size="small" color="secondary" sx={{ display: { xs: 'none', sm: 'inline-flex' } }} />
  );
}
