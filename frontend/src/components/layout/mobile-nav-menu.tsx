import MenuIcon from '@mui/icons-material/Menu';
import IconButton from '@mui/material/IconButton';
import { lazy, type MouseEvent, Suspense, useState } from 'react';
import type { NavItem } from './nav-items';

const MobileNavMenuList = lazy(() => import('./mobile-nav-menu-list'));

const MENU_ID = 'mobile-nav-menu';

interface MobileNavMenuProps {
  items: readonly NavItem[];
  /** Further pages, listed below the navigation's own entries. */
  moreItems?: readonly NavItem[];
}

/** Collapsible navigation for small screens; the menu code loads on first opening. */
export function MobileNavMenu({ items, moreItems = [] }: MobileNavMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [everOpened, setEverOpened] = useState(false);
  const open = anchor !== null;

  const openMenu = (event: MouseEvent<HTMLElement>) => {
    setAnchor(event.currentTarget);
    setEverOpened(true);
  };

  return (
    <>
      <IconButton
        color="inherit"
        edge="start"
        aria-label="Menü öffnen"
        aria-controls={open ? MENU_ID : undefined}
        aria-haspopup="true"
        aria-expanded={open ? 'true' : undefined}
        onClick={openMenu}
      >
        <MenuIcon />
      </IconButton>
      {everOpened && (
        <Suspense fallback={null}>
          <MobileNavMenuList
            id={MENU_ID}
            items={items}
            moreItems={moreItems}
            anchorEl={anchor}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      )}
    </>
  );
}
