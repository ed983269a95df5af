import type { AdminDashboard, CleanupLog, CleanupRun, ImportLog } from '../api/admin-dashboard-api';
import type { AdminUser } from '../api/admin-users-api';
import type { ContactMessage } from '../api/contact-messages-api';

export function importLog(index: number, overrides: Partial<ImportLog> = {}): ImportLog {
  return {
    run_date: `2026-03-${String(20 - index).padStart(2, '0')}T12:30:00.000Z`,
    companies_inserted: 10 + index,
    cases_inserted: 100 + index,
    errors: 0,
    status: 'completed',
    session: 'Morning Session',
    ...overrides,
  };
}

export function cleanupLog(index: number, overrides: Partial<CleanupLog> = {}): CleanupLog {
  return {
    cleanup_date: `2026-03-${String(20 - index).padStart(2, '0')}T03:00:00.000Z`,
    individuals_deleted: 3,
    companies_deleted: 2,
    total_deleted: 5,
    unconfirmed_accounts_deleted: 1,
    trigger: 'scheduled',
    ...overrides,
  };
}

export function cleanupRun(overrides: Partial<CleanupRun> = {}): CleanupRun {
  return {
    runId: 'run-1',
    status: 'running',
    trigger: 'manual',
    startedAt: '2026-03-21T10:15:00.000Z',
    startedBy: { id: 'admin-1', email: 'admin@example.de' },
    total: 12,
    erased: 5,
    individualsDeleted: 3,
    companiesDeleted: 2,
    finishedAt: null,
    error: null,
    ...overrides,
  };
}

export function dashboardBody(overrides: Partial<AdminDashboard> = {}): AdminDashboard {
  return {
    users: { total: 1234, recentSignups: 17 },
    subscriptions: { active: 321, emailSubscribers: 45 },
    insolvencyData: { total: 98765, companies: 4321, pendingDeletion: { individuals: 8, companies: 4 } },
    retentionPolicy: { individuals: '14 Tage', companies: '30 Tage' },
    importLogs: Array.from({ length: 7 }, (_, i) => importLog(i)),
    cleanupLogs: Array.from({ length: 6 }, (_, i) => cleanupLog(i)),
    cleanupRun: null,
    ...overrides,
  };
}

export function contactMessage(index: number, overrides: Partial<ContactMessage> = {}): ContactMessage {
  const createdAt = `2026-03-${String(20 - (index % 19)).padStart(2, '0')}T09:00:00.000Z`;
  return {
    id: `m-${index}`,
    name: `Absender ${index}`,
    email: `absender${index}@example.de`,
    subject: `Anfrage ${index}`,
    message: `Nachricht ${index}: Erste Zeile.\nZweite Zeile.\nDritte Zeile mit Details.`,
    inquiryType: 'support',
    privacyAgreed: true,
    status: 'unread',
    createdAt,
    created_at: createdAt,
    readAt: null,
    repliedAt: null,
    ...overrides,
  };
}

export function listedUser(index: number, overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    email: `user${index}@example.de`,
    firstName: 'Max',
    lastName: `Muster ${index}`,
    role: 'user',
    isActive: true,
    plan: 'free',
    createdAt: '2026-01-15T12:00:00.000Z',
    lastLoginAt: null,
    ...overrides,
  };
}
