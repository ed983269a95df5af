import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AppLayout } from '../components/layout/app-layout';

// Every screen is its own chunk, so the initial bundle holds only the shell.
const HomePage = lazy(() => import('./routes/home-page'));
const NotFoundPage = lazy(() => import('./routes/not-found-page'));

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<HomePage />} />
        <Route path="dashboard" element={<HomePage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
