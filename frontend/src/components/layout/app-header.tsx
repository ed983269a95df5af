import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { isProPlan } from '../../lib/session/session-user';
import { useSession } from '../../lib/session/use-session';
import { GuestActions } from './guest-actions';
import { isNavItemActive } from './is-nav-item-active';
import { MobileNavMenu } from './mobile-nav-menu';
import { mainNavFor, MORE_NAV, navigationBarFrom } from './nav-items';
import { UserMenu } from './user-menu';

/**
 * Logo, main navigation and user menu for a session; logo and Anmelden/Registrieren for visitors. The navigation
 * has SPEC's entries; further pages (MORE_NAV) are in the phone menu and, on wider screens, in the user menu.
 */
export function AppHeader() {
  const { pathname } = useLocation();
  const { status, user, isAdmin } = useSession();
  const loggedIn = status === 'authenticated';
  const navItems = mainNavFor(isAdmin, isProPlan(user?.plan));
  const barFrom = navigationBarFrom(navItems);

  return (
    <AppBar position="sticky" component="header">
      <Toolbar sx={{ gap: 1, px: { xs: 1, sm: 3 } }}>
        {loggedIn && (
          <Box sx={{ display: { xs: 'flex', [barFrom]: 'none' } }}>
            <MobileNavMenu items={navItems} moreItems={MORE_NAV} />
          </Box>
        )}
        <Typography
          variant="h6"
          component={RouterLink}
          to="/"
          noWrap
          sx={{
            color: 'inherit',
            textDecoration: 'none',
            fontWeight: 700,
            fontSize: { xs: '0.95rem', sm: '1.25rem' },
            flexShrink: 0,
            mr: { [barFrom]: 3 },
          }}
        >
          Insolvenzmonitor
        </Typography>
        {loggedIn && (
          <Box component="nav" aria-label="Hauptnavigation" sx={{ display: { xs: 'none', [barFrom]: 'flex' }, gap: 1 }}>
            {navItems.map((item) => {
              const active = isNavItemActive(item.to, pathname);
              return (
                <Button
                  key={item.to}
                  component={RouterLink}
                  to={item.to}
                  color="inherit"
                  aria-current={active ? 'page' : undefined}
                  sx={{ fontWeight: active ? 700 : 400, whiteSpace: 'nowrap', flexShrink: 0 }}
                >
                  {item.label}
                </Button>
              );
            })}
          </Box>
        )}
        <Box sx={{ ml: 'auto', display: 'flex', minWidth: 0 }}>
          {loggedIn && <UserMenu user={user} isAdmin={isAdmin} moreItems={MORE_NAV} navigationBarFrom={barFrom} />}
          {status === 'unauthenticated' && <GuestActions />}
        </Box>
      </Toolbar>
    </AppBar>
  );
}
