import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render-with-providers';
import PrivacyPage from './privacy-page';

describe('PrivacyPage', () => {
  it('has exactly the eight sections of SPEC §2', () => {
    renderWithProviders(<PrivacyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Datenschutzerklärung' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      '1. Datenschutz auf einen Blick',
      '2. Verantwortliche Stelle',
      '3. Datenerfassung auf dieser Website',
      '4. Insolvenzüberwachung und Speicherdauer',
      '5. Zahlungsabwicklung über Stripe',
      '6. Ihre Rechte',
      '7. SSL- bzw. TLS-Verschlüsselung',
      '8. Datenschutzbeauftragter',
    ]);
  });

  it('covers cookies, logs, contact form and registration, and the retention periods', () => {
    renderWithProviders(<PrivacyPage />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Cookies und lokaler Speicher',
      'Server-Logfiles',
      'Kontaktformular',
      'Registrierung',
    ]);
    const retention = screen.getByRole('region', { name: '4. Insolvenzüberwachung und Speicherdauer' });
    expect(retention).toHaveTextContent('Daten natürlicher Personen löschen wir 14 Tage');
    expect(retention).toHaveTextContent('Daten von Unternehmen 30 Tage');
    // The contact form's period too (GDPR Art. 13(2)(a)): CONTACT_RETENTION_DAYS' default.
    const collected = screen.getByRole('region', { name: '3. Datenerfassung auf dieser Website' });
    expect(collected).toHaveTextContent('Wir löschen Ihre Nachricht 180 Tage nach Eingang vollständig');
    // The login's device cookie (backend accounts/device-cookies): named, with its purpose and lifetime.
    expect(collected).toHaveTextContent('technisch notwendiges Cookie („im_geraet“, 180 Tage gültig)');
  });
});
