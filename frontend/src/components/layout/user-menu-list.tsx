import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import type { SessionUser } from '../../lib/session/session-user';
import { isNavItemActive } from './is-nav-item-active';
import type { NavigationBarFrom, NavItem } from './nav-items';

interface UserMenuListProps {
  id: string;
  anchorEl: HTMLElement | null;
  name: string;
  user: SessionUser | null;
  isAdmin: boolean;
  /** Further pages: listed here where the header shows its navigation bar; below it the phone menu has them. */
  moreItems: readonly NavItem[];
  navigationBarFrom: NavigationBarFrom;
  onClose: () => void;
  onLogout: () => void;
}

/** The popup of UserMenu; its own chunk, loaded on first opening like the mobile menu. */
export default function UserMenuList({
  id,
  anchorEl,
  name,
  user,
  isAdmin,
  moreItems,
  navigationBarFrom,
  onClose,
  onLogout,
}: UserMenuListProps) {
  const { pathname } = useLocation();
  // The breakpoint at which AppHeader swaps the phone menu for the navigation bar.
  const navigationBar = useMediaQuery((theme: Theme) => theme.breakpoints.up(navigationBarFrom), { noSsr: true });
  const pages = navigationBar ? moreItems : [];
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
      {pages.map((item) => {
        const active = isNavItemActive(item.to, pathname);
        return (
          <MenuItem
            key={item.to}
            component={RouterLink}
            to={item.to}
            selected={active}
            aria-current={active ? 'page' : undefined}
            onClick={onClose}
          >
            {item.label}
          </MenuItem>
        );
      })}
      {pages.length > 0 && <Divider />}
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
