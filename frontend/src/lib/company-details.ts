/**
 * The operator named on the legal pages, the contact page and in the footer. A fictitious company: replace
 * with the real details before going live.
 */
export const COMPANY = {
  name: 'Insolvenzmonitor GmbH',
  street: 'Friedrichstraße 123',
  postalCode: '10117',
  city: 'Berlin',
  phone: '+49 30 1234567-0',
  email: 'info@insolvenzmonitor.de',
  managingDirectors: ['Dr. Katharina Weber', 'Michael Schneider'],
  registerCourt: 'Amtsgericht Charlottenburg',
  registerNumber: 'HRB 234567 B',
  vatId: 'DE312345678',
  privacyOfficerEmail: 'datenschutz@insolvenzmonitor.de',
} as const;

export const SUPPORT_EMAIL = 'support@insolvenzmonitor.de';

/** The official portal all notices come from (SPEC §1: the footer names it). */
export const DATA_SOURCE_URL = 'https://www.insolvenzbekanntmachungen.de';
