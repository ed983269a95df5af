import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AppLayout } from '../components/layout/app-layout';
import { useSessionCheck } from '../lib/session/use-session-check';
import { GuestOnly } from './guards/guest-only';
import { RequireAdmin } from './guards/require-admin';
import { RequireAuth } from './guards/require-auth';

// Every screen is its own chunk, so the initial bundle holds only the shell, the guards and the session.
const LoginPage = lazy(() => import('../features/auth/routes/login-page'));
const RegisterPage = lazy(() => import('../features/auth/routes/register-page'));
const ConfirmEmailPage = lazy(() => import('../features/auth/routes/confirm-email-page'));
const ForgotPasswordPage = lazy(() => import('../features/auth/routes/forgot-password-page'));
const ResetPasswordPage = lazy(() => import('../features/auth/routes/reset-password-page'));
const ImpressumPage = lazy(() => import('../features/legal/routes/impressum-page'));
const PrivacyPage = lazy(() => import('../features/legal/routes/privacy-page'));
const TermsPage = lazy(() => import('../features/legal/routes/terms-page'));
const ContactPage = lazy(() => import('../features/contact/routes/contact-page'));
const DashboardPage = lazy(() => import('../features/dashboard/routes/dashboard-page'));
const SearchPage = lazy(() => import('../features/search/routes/search-page'));
const CaseDetailPage = lazy(() => import('../features/cases/routes/case-detail-page'));
const HistoricalStatsPage = lazy(() => import('../features/statistics/routes/historical-stats-page'));
const NotificationsPage = lazy(() => import('../features/notifications/routes/notifications-page'));
const PortfoliosPage = lazy(() => import('../features/portfolios/routes/portfolios-page'));
const PortfolioDetailPage = lazy(() => import('../features/portfolios/routes/portfolio-detail-page'));
const DeadlinesPage = lazy(() => import('../features/deadlines/routes/deadlines-page'));
const AboutPage = lazy(() => import('../features/about/routes/about-page'));
const PricingPage = lazy(() => import('../features/pricing/routes/pricing-page'));
const AdminPage = lazy(() => import('../features/admin/routes/admin-page'));
const ProfilePage = lazy(() => import('../features/profile/routes/profile-page'));
const NotFoundPage = lazy(() => import('./routes/not-found-page'));

/** SPEC §2 routes and §6 permissions. */
export function AppRoutes() {
  useSessionCheck();
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route element={<GuestOnly />}>
          <Route path="login" element={<LoginPage />} />
          <Route path="register" element={<RegisterPage />} />
          <Route path="passwort-vergessen" element={<ForgotPasswordPage />} />
        </Route>
        {/* Logged in or not: the link may be opened in any browser. */}
        <Route path="email-bestaetigen" element={<ConfirmEmailPage />} />
        <Route path="passwort-zuruecksetzen" element={<ResetPasswordPage />} />
        <Route path="impressum" element={<ImpressumPage />} />
        <Route path="privacy" element={<PrivacyPage />} />
        <Route path="terms" element={<TermsPage />} />
        <Route path="contact" element={<ContactPage />} />
        <Route element={<RequireAuth />}>
          <Route index element={<DashboardPage />} />
          <Route path="dashboard" element={<DashboardPage />} />
          <Route path="search" element={<SearchPage />} />
          <Route path="case/:id" element={<CaseDetailPage />} />
          <Route path="statistics" element={<HistoricalStatsPage />} />
          <Route path="notifications" element={<NotificationsPage />} />
          <Route path="portfolios" element={<PortfoliosPage />} />
          <Route path="portfolios/:id" element={<PortfolioDetailPage />} />
          <Route path="fristen" element={<DeadlinesPage />} />
          <Route path="about" element={<AboutPage />} />
          <Route path="pricing" element={<PricingPage />} />
          <Route path="profile" element={<ProfilePage />} />
          <Route element={<RequireAdmin />}>
            <Route path="admin" element={<AdminPage />} />
          </Route>
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
