import { screen } from '@testing-library/react';
import { installFakeServer, jsonResponse } from '../test/fake-server';
import { healthBody } from '../test/health-fixtures';
import { renderWithProviders } from '../test/render-with-providers';
import { AppRoutes } from './app-routes';

describe('AppRoutes', () => {
  beforeEach(() => {
    installFakeServer().on('GET', '/api/health', () => jsonResponse(healthBody('ok')));
  });

  it('shows the welcome page with the system status at /', async () => {
    renderWithProviders(<AppRoutes />, { route: '/' });
    expect(await screen.findByRole('heading', { name: 'Willkommen beim Insolvenzmonitor' })).toBeInTheDocument();
    expect(await screen.findByText('System bereit')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('shows "Seite nicht gefunden" with a link home for unknown paths', async () => {
    const { user } = renderWithProviders(<AppRoutes />, { route: '/gibt-es-nicht' });
    expect(await screen.findByRole('heading', { name: 'Seite nicht gefunden' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Zur Startseite' }));
    expect(await screen.findByRole('heading', { name: 'Willkommen beim Insolvenzmonitor' })).toBeInTheDocument();
  });
});
