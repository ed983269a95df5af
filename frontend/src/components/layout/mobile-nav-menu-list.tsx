import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { isNavItemActive } from './is-nav-item-active';
import type { NavItem } from './nav-items';

interface MobileNavMenuListProps {
  id: string;
  items: readonly NavItem[];
  /** Further pages, below a divider after the navigation's own entries. */
  moreItems: readonly NavItem[];
  anchorEl: HTMLElement | null;
  onClose: () => void;
}

/** The popup of MobileNavMenu; its own chunk, as desktop visitors never open it. */
export default function MobileNavMenuList({ id, items, moreItems, anchorEl, onClose }: MobileNavMenuListProps) {
  const { pathname } = useLocation();
  const entry = (item: NavItem) => (
    <MenuItem
      key={item.to}
      component={RouterLink}
      to={item.to}
      selected={isNavItemActive(item.to, pathname)}
      aria-current={isNavItemActive(item.to, pathname) ? 'page' : undefined}
      onClick={onClose}
    >
      {item.label}
    </MenuItem>
  );
  return (
    <Menu id={id} anchorEl={anchorEl} open={anchorEl !== null} onClose={onClose}>
      {items.map(entry)}
      {moreItems.length > 0 && <Divider />}
      {moreItems.map(entry)}
    </Menu>
  );
}
