import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { isNavItemActive } from './is-nav-item-active';
import type { NavItem } from './nav-items';

interface MobileNavMenuListProps {
  id: string;
  items: readonly NavItem[];
  anchorEl: HTMLElement | null;
  onClose: () => void;
}

/** The popup of MobileNavMenu; its own chunk, as desktop visitors never open it. */
export default function MobileNavMenuList({ id, items, anchorEl, onClose }: MobileNavMenuListProps) {
  const { pathname } = useLocation();
  return (
    <Menu id={id} anchorEl={anchorEl} open={anchorEl !== null} onClose={onClose}>
      {items.map((item) => (
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
