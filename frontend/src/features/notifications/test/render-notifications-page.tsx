import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { Plan } from '../../../lib/session/session-user';
import { type FakeHandler, installFakeServer, jsonResponse } from '../../../test/fake-server';
import { renderWithProviders } from '../../../test/render-with-providers';
import { authenticatedStore, sessionUser } from '../../../test/session-fixtures';
import type { Subscription } from '../api/subscriptions-api';
import NotificationsPage from '../routes/notifications-page';

interface Setup {
  plan?: Plan;
  entries?: Subscription[];
  /** Replaces the list handler (loading, errors). */
  list?: FakeHandler;
  /** false: the account's address is not confirmed yet. */
  emailConfirmed?: boolean;
}

/**
 * /notifications for a logged-in user against a small in-memory subscriptions backend: GET answers with the
 * current entries, so a refetch after a change shows what the server now holds.
 */
export function renderNotificationsPage({ plan = 'pro_monthly', entries = [], list, emailConfirmed }: Setup = {}) {
  const db = { entries: [...entries] };
  const server = installFakeServer().on('GET', '/api/subscriptions', list ?? (() => jsonResponse(db.entries)));
  const store = authenticatedStore(sessionUser({ plan, emailConfirmed }));
  const rendered = renderWithProviders(
    <Routes>
      <Route path="/notifications" element={<NotificationsPage />} />
      <Route path="/pricing" element={<h1>Preise</h1>} />
    </Routes>,
    { route: '/notifications', store },
  );
  return { ...rendered, server, db };
}

export const card = (companyName: string) => screen.getByRole('article', { name: companyName });
export const findCard = (companyName: string) => screen.findByRole('article', { name: companyName });
export const inCard = (companyName: string) => within(card(companyName));

export const requestsOf = (server: { requests: Request[] }, method: string, path: string) =>
  server.requests.filter((r) => r.method === method && new URL(r.url).pathname === path);
