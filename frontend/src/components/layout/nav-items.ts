export interface NavItem {
  label: string;
  to: string;
}

/** Main navigation (SPEC §2 "Header and footer"). */
export const MAIN_NAV: readonly NavItem[] = [
  { label: 'Dashboard', to: '/' },
  { label: 'Suche', to: '/search' },
  { label: 'Benachrichtigungen', to: '/notifications' },
];

const ADMIN_NAV_ITEM: NavItem = { label: 'Admin', to: '/admin' };

/** "Meine Fristen" (issue #32): the deadlines of the watched cases, a Pro page like the alerts it builds on. */
export const DEADLINES_NAV_ITEM: NavItem = { label: 'Meine Fristen', to: '/fristen' };

/**
 * Admin shows only when the stored user's role is admin (SPEC §6); "Meine Fristen" only for Pro users, next to
 * Benachrichtigungen.
 */
export function mainNavFor(isAdmin: boolean, isPro = false): readonly NavItem[] {
  const items = isPro ? [...MAIN_NAV, DEADLINES_NAV_ITEM] : [...MAIN_NAV];
  return isAdmin ? [...items, ADMIN_NAV_ITEM] : items;
}

/**
 * Pages of signed-in users beyond SPEC's navigation list, which names its entries word for word: they are not
 * buttons of the header's navigation but entries of its menus (the phone menu below SPEC's entries, on wider
 * screens the user menu), so the navigation stays as SPEC has it on every screen size.
 */
export const MORE_NAV: readonly NavItem[] = [{ label: 'Historische Daten', to: '/statistics' }];

export const QUICK_LINKS: readonly NavItem[] = [...MAIN_NAV, ...MORE_NAV, { label: 'Preise', to: '/pricing' }];

export const LEGAL_LINKS: readonly NavItem[] = [
  { label: 'Über uns', to: '/about' },
  { label: 'Impressum', to: '/impressum' },
  { label: 'Datenschutz', to: '/privacy' },
  { label: 'Kontakt', to: '/contact' },
];
