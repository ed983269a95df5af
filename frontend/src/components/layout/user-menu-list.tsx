import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { SessionUser } from '../../lib/session/session-user';

interface UserMenuListProps {
  id: string;
  anchorEl: HTMLElement | null;
  name: string;
  user: SessionUser | null;
  isAdmin: boolean;
  onClose: () => void;
  onLogout: () => void;
}

/** The popup of UserMenu; its own chunk, loaded on first opening like the mobile menu. */
export default function UserMenuList({ id, anchorEl, name, user, isAdmin, onClose, onLogout }: UserMenuListProps) {
  return (
    <Menu
      id={id}
      anchorEl={anchorEl}
      open={anchorEl !== null}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      <ListSubheader sx={{ lineHeight: 1.5, py: 1 }}>
        <Typography variant="subtitle2" component="span" sx={{ display: 'block', color: 'text.primary' }}>
          {name}
        </Typography>
        {user?.email && name !== user.email && (
          <Typography variant="body2" component="span" sx={{ display: 'block' }}>
            {user.email}
          </Typography>
        )}
        {isAdmin && <Chip label="Administrator" size="small" color="secondary" sx={{ mt: 0.5 }} />}
      </ListSubheader>
      <Divider />
      <MenuItem component={RouterLink} to="/profile" onClick={onClose}>
        Profil
      </MenuItem>
      <MenuItem component={RouterLink} to="/pricing" onClick={onClose}>
        Preise und Abonnement
      </MenuItem>
      <MenuItem onClick={onLogout}>Abmelden</MenuItem>
    </Menu>
  );
}
