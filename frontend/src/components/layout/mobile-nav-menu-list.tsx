import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { isNavItemActive } from './is-nav-item-active';
import { MAIN_NAV } from './nav-items';

interface MobileNavMenuListProps {
  id: string;
  anchorEl: HTMLElement | null;
  onClose: () => void;
}

/** The popup of MobileNavMenu; its own chunk, as desktop visitors never open it. */
export default function MobileNavMenuList({ id, anchorEl, onClose }: MobileNavMenuListProps) {
  const { pathname } = useLocation();
  return (
    <Menu id={id} anchorEl={anchorEl} open={anchorEl !== null} onClose={onClose}>
      {MAIN_NAV.map((item) => (
        <MenuItem
          key={item.to}
          component={RouterLink}
          to={item.to}
          selected={isNavItemActive(item.to, pathname)}
          onClick={onClose}
        >
          {item.label}
        </MenuItem>
      ))}
    </Menu>
  );
}
