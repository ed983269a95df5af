import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { lazy, type MouseEvent, Suspense, useState } from 'react';
import { displayNameOf, type SessionUser } from '../../lib/session/session-user';
import { useLogout } from '../../lib/session/use-logout';
import type { NavigationBarFrom, NavItem } from './nav-items';

const UserMenuList = lazy(() => import('./user-menu-list'));
// MUI's Chip is 8 KB of the main bundle for a badge only admins see.
const AdminBadge = lazy(() => import('./admin-badge'));

const MENU_ID = 'user-menu';

// Phones show only the icon; the name stays the button's accessible name and appears in the opened menu.
const NAME_SX = {
  maxWidth: { sm: 220 },
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  position: { xs: 'absolute', sm: 'static' },
  width: { xs: '1px', sm: 'auto' },
  height: { xs: '1px', sm: 'auto' },
  clip: { xs: 'rect(0 0 0 0)', sm: 'auto' },
} as const;

interface UserMenuProps {
  user: SessionUser | null;
  isAdmin: boolean;
  /** Further pages of signed-in users, listed in the menu on screens with the navigation bar. */
  moreItems?: readonly NavItem[];
  /** Where the header's navigation bar begins (`navigationBarFrom`): from there the menu lists `moreItems`. */
  navigationBarFrom?: NavigationBarFrom;
}

/** SPEC §2: full name or e-mail, an Administrator badge for admins, Abmelden. */
export function UserMenu({ user, isAdmin, moreItems = [], navigationBarFrom = 'md' }: UserMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [everOpened, setEverOpened] = useState(false);
  const logout = useLogout();
  const open = anchor !== null;
  const name = displayNameOf(user);

  const openMenu = (event: MouseEvent<HTMLElement>) => {
    setAnchor(event.currentTarget);
    setEverOpened(true);
  };
  const close = () => setAnchor(null);
  const handleLogout = () => {
    close();
    void logout();
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      {/* On phones the badge moves into the menu, where there is room. */}
      {isAdmin && (
        <Suspense fallback={null}>
          <AdminBadge />
        </Suspense>
      )}
      <Button
        color="inherit"
        startIcon={<AccountCircleIcon />}
        aria-controls={open ? MENU_ID : undefined}
        aria-haspopup="true"
        aria-expanded={open ? 'true' : undefined}
        onClick={openMenu}
        sx={{ minWidth: 0 }}
      >
        <Box component="span" sx={NAME_SX}>
          {name}
        </Box>
      </Button>
      {everOpened && (
        <Suspense fallback={null}>
          <UserMenuList
            id={MENU_ID}
            anchorEl={anchor}
            name={name}
            user={user}
            isAdmin={isAdmin}
            moreItems={moreItems}
            navigationBarFrom={navigationBarFrom}
            onClose={close}
            onLogout={handleLogout}
          />
        </Suspense>
      )}
    </Box>
  );
}
