export interface NavItem {
  label: string;
  to: string;
}

/** Main navigation (SPEC §2 "Header and footer"); Admin is added once roles exist. */
export const MAIN_NAV: readonly NavItem[] = [
  { label: 'Dashboard', to: '/' },
  { label: 'Suche', to: '/search' },
  { label: 'Benachrichtigungen', to: '/notifications' },
];

export const QUICK_LINKS: readonly NavItem[] = [...MAIN_NAV, { label: 'Preise', to: '/pricing' }];

export const LEGAL_LINKS: readonly NavItem[] = [
  { label: 'Über uns', to: '/about' },
  { label: 'Impressum', to: '/impressum' },
  { label: 'Datenschutz', to: '/privacy' },
  { label: 'Kontakt', to: '/contact' },
];

export const SUPPORT_EMAIL = 'support@insolvenzmonitor.de';
export const DATA_SOURCE_URL = 'https://www.insolvenzbekanntmachungen.de';
