import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { type FakeServer, installFakeServer } from '../../../test/fake-server';
import { renderWithProviders } from '../../../test/render-with-providers';
import { adminUser, authenticatedStore } from '../../../test/session-fixtures';

/** Renders admin UI for a logged-in admin, with / as a landing page to detect redirects. */
export function renderAsAdmin(ui: ReactElement, server: FakeServer = installFakeServer()) {
  const store = authenticatedStore(adminUser({ id: 'admin-1' }));
  const rendered = renderWithProviders(
    <Routes>
      <Route path="/admin" element={ui} />
      <Route path="/" element={<h1>Dashboard</h1>} />
    </Routes>,
    { route: '/admin', store },
  );
  return { ...rendered, server };
}

export const requestsOf = (server: FakeServer, method: string, path: string) =>
  server.requests.filter((r) => r.method === method && new URL(r.url).pathname === path);
