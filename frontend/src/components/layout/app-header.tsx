import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { isNavItemActive } from './is-nav-item-active';
import { MobileNavMenu } from './mobile-nav-menu';
import { MAIN_NAV } from './nav-items';

export function AppHeader() {
  const { pathname } = useLocation();

  return (
    <AppBar position="sticky" component="header">
      <Toolbar>
        <Box sx={{ display: { xs: 'flex', md: 'none' }, mr: 1 }}>
          <MobileNavMenu />
        </Box>
        <Typography
          variant="h6"
          component={RouterLink}
          to="/"
          sx={{ color: 'inherit', textDecoration: 'none', fontWeight: 700, flexGrow: { xs: 1, md: 0 }, mr: 4 }}
        >
          Insolvenzmonitor
        </Typography>
        <Box component="nav" aria-label="Hauptnavigation" sx={{ display: { xs: 'none', md: 'flex' }, gap: 1 }}>
          {MAIN_NAV.map((item) => {
            const active = isNavItemActive(item.to, pathname);
            return (
              <Button
                key={item.to}
                component={RouterLink}
                to={item.to}
                color="inherit"
                aria-current={active ? 'page' : undefined}
                sx={{ fontWeight: active ? 700 : 400 }}
              >
                {item.label}
              </Button>
            );
          })}
        </Box>
      </Toolbar>
    </AppBar>
  );
}
