import { readSupportEmail } from './env/runtime-settings';
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

/** The build's default; pages show `supportEmail()`, the address the server is configured with. */
export const SUPPORT_EMAIL = 'support@insolvenzmonitor.de';

/** The configured support address (SUPPORT_EMAIL of the server that served the page). */
export function supportEmail(): string {
  return readSupportEmail(document, SUPPORT_EMAIL);
}

/** The official portal all notices come from (SPEC §1: the footer names it). */
export const DATA_SOURCE_URL = 'https://www.insolvenzbekanntmachungen.de';
