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
/** Issue #31: a Pro feature, next to Benachrichtigungen for Pro users only (free users meet it on /pricing). */
const PORTFOLIOS_NAV_ITEM: NavItem = { label: 'Portfolios', to: '/portfolios' };

/** "Meine Fristen" (issue #32): the deadlines of the watched cases, a Pro page like the alerts it builds on. */
export const DEADLINES_NAV_ITEM: NavItem = { label: 'Meine Fristen', to: '/fristen' };

/**
 * Admin shows only when the stored user's role is admin (SPEC §6); Portfolios (issue #31) and "Meine Fristen"
 * (issue #32) only for Pro users, after Benachrichtigungen.
 */
export function mainNavFor(isAdmin: boolean, isPro = false): readonly NavItem[] {
  return [
    ...MAIN_NAV,
    ...(isPro ? [PORTFOLIOS_NAV_ITEM, DEADLINES_NAV_ITEM] : []),
    ...(isAdmin ? [ADMIN_NAV_ITEM] : []),
  ];
}

/**
 * From which breakpoint the header shows its navigation bar instead of the phone menu: `md` (900 px) for SPEC's
 * three entries; `lg` (1200 px) with more (Portfolios, "Meine Fristen", Admin), which at 900–1199 px squeezed the
 * logo to "Insolvenzm…", wrapped "Meine Fristen" onto two lines and cut the user's name (seen at 1024 px).
 */
export type NavigationBarFrom = 'md' | 'lg';
export const navigationBarFrom = (items: readonly NavItem[]): NavigationBarFrom =>
  items.length > MAIN_NAV.length ? 'lg' : 'md';

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
