import { screen } from '@testing-library/react';
import { installFakeServer, jsonResponse, pendingResponse } from '../../test/fake-server';
import { healthBody } from '../../test/health-fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { SystemStatus } from './system-status';

describe('SystemStatus', () => {
  it('shows "System bereit" when the backend reports ok', async () => {
    installFakeServer().on('GET', '/api/health/ready', () => jsonResponse(healthBody('ok')));
    renderWithProviders(<SystemStatus />);
    expect(await screen.findByText('System bereit')).toBeInTheDocument();
  });

  it('shows "System eingeschränkt" when the backend reports degraded', async () => {
    installFakeServer().on('GET', '/api/health/ready', () => jsonResponse(healthBody('degraded')));
    renderWithProviders(<SystemStatus />);
    expect(await screen.findByText('System eingeschränkt')).toBeInTheDocument();
  });

  it('shows "Status wird geladen…" while the request is pending', () => {
    installFakeServer().on('GET', '/api/health/ready', () => pendingResponse());
    renderWithProviders(<SystemStatus />);
    expect(screen.getByRole('status')).toHaveTextContent('Status wird geladen…');
  });

  it('shows "Status nicht verfügbar" when the request fails', async () => {
    installFakeServer().on('GET', '/api/health/ready', () => jsonResponse({ error: 'kaputt' }, { status: 500 }));
    renderWithProviders(<SystemStatus />);
    expect(await screen.findByText('Status nicht verfügbar')).toBeInTheDocument();
  });

  it('shows "Status nicht verfügbar" when the event store is down (503)', async () => {
    installFakeServer().on('GET', '/api/health/ready', () => jsonResponse(healthBody('down'), { status: 503 }));
    renderWithProviders(<SystemStatus />);
    expect(await screen.findByText('Status nicht verfügbar')).toBeInTheDocument();
  });
});
