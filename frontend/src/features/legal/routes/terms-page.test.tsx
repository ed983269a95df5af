import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render-with-providers';
import TermsPage from './terms-page';

describe('TermsPage', () => {
  it('renders the terms with a link to the privacy policy', () => {
    renderWithProviders(<TermsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Nutzungsbedingungen' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(6);
    expect(screen.getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute('href', '/privacy');
  });
});
