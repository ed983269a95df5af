import { Route, Routes } from 'react-router-dom';
import type { Plan } from '../../../lib/session/session-user';
import { type FakeServer, installFakeServer } from '../../../test/fake-server';
import { renderWithProviders } from '../../../test/render-with-providers';
import { authenticatedStore, sessionUser } from '../../../test/session-fixtures';
import PortfolioDetailPage from '../routes/portfolio-detail-page';
import PortfoliosPage from '../routes/portfolios-page';

/** The portfolio routes for a logged-in user; `setup` registers the fake API the test needs. */
export function renderPortfolioRoute(
  route: string,
  { plan = 'pro_monthly', setup = () => undefined }: { plan?: Plan; setup?: (server: FakeServer) => void } = {},
) {
  const server = installFakeServer();
  setup(server);
  const store = authenticatedStore(sessionUser({ plan }));
  const rendered = renderWithProviders(
    <Routes>
      <Route path="/portfolios" element={<PortfoliosPage />} />
      <Route path="/portfolios/:id" element={<PortfolioDetailPage />} />
      <Route path="/pricing" element={<h1>Preise</h1>} />
      <Route path="/case/:id" element={<h1>Fall</h1>} />
    </Routes>,
    { route, store },
  );
  return { ...rendered, server };
}

export const requestsOf = (server: FakeServer, method: string, path: string) =>
  server.requests.filter((r) => r.method === method && new URL(r.url).pathname === path);
