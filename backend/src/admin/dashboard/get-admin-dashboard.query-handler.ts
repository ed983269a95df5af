import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { retentionCutoff, retentionLabel } from '../../cases/domain/events.js';
import { berlinDate } from '../../platform/clock/berlin-time.js';
import { CLOCK, type Clock } from '../../platform/clock/clock.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { deliveryOverview } from '../../platform/mail/delivery/delivery-overview.js';
import { MAIL_DELIVERY_STORE, type MailDeliveryStore } from '../../platform/mail/delivery/mail-delivery-store.port.js';
import {
  ADMIN_DASHBOARD_QUERIES,
  type AdminDashboardQueries,
  type CleanupRunSummary,
  type ImportRunSummary,
} from '../read-model/admin-dashboard-queries.port.js';
import type { AdminDashboard, CleanupLog, CleanupRunView, ImportLog } from './admin-dashboard.view.js';
import { GetAdminDashboardQuery } from './get-admin-dashboard.query.js';

const LOG_LIMIT = 20;
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

@QueryHandler(GetAdminDashboardQuery)
export class GetAdminDashboardHandler implements IQueryHandler<GetAdminDashboardQuery> {
  constructor(
    @Inject(ADMIN_DASHBOARD_QUERIES) private readonly queries: AdminDashboardQueries,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(MAIL_DELIVERY_STORE) private readonly deliveries: MailDeliveryStore,
  ) {}

  async execute(): Promise<AdminDashboard> {
    const now = this.clock.now();
    const today = berlinDate(now);
    const { individualsDays, companiesDays } = this.config.retention;
    const facts = await this.queries.dashboardFacts({
      signupsSince: new Date(now.getTime() - WEEK_MS),
      individualsCutoff: retentionCutoff(today, individualsDays),
      companiesCutoff: retentionCutoff(today, companiesDays),
      logLimit: LOG_LIMIT,
    });
    return {
      users: { total: facts.users, recentSignups: facts.recentSignups },
      subscriptions: { active: facts.activeSubscriptions, emailSubscribers: facts.emailSubscribers },
      insolvencyData: { total: facts.cases, companies: facts.companyCases, pendingDeletion: facts.pendingDeletion },
      retentionPolicy: { individuals: retentionLabel(individualsDays), companies: retentionLabel(companiesDays) },
      importLogs: facts.importRuns.map(toImportLog),
      cleanupLogs: facts.finishedCleanups.map(toCleanupLog),
      cleanupRun: facts.latestCleanup ? await this.toCleanupRunView(facts.latestCleanup) : null,
      mailDeliveries: await deliveryOverview(this.deliveries, LOG_LIMIT),
    };
  }

  private async toCleanupRunView(run: CleanupRunSummary): Promise<CleanupRunView> {
    const email = run.actorId.startsWith('system:') ? null : await this.queries.userEmail(run.actorId);
    return {
      runId: run.runId,
      status: run.status,
      trigger: run.trigger,
      startedAt: run.startedAt,
      startedBy: { id: run.actorId, email },
      total: run.total,
      erased: run.totalDeleted,
      individualsDeleted: run.individualsDeleted,
      companiesDeleted: run.companiesDeleted,
      unconfirmedAccountsErased: run.unconfirmedAccountsErased,
      contactMessagesErased: run.contactMessagesErased,
      finishedAt: run.finishedAt,
      error: run.error,
    };
  }
}

function toImportLog(run: ImportRunSummary): ImportLog {
  return {
    run_date: run.startedAt,
    companies_inserted: run.newCases,
    cases_inserted: run.newCases + run.newNotices,
    errors: run.errors.length,
    error_details: run.errors,
    status: run.status,
    session: run.session,
    trigger: run.trigger,
    finished_at: run.finishedAt,
    listed: run.listed,
    fetched: run.fetched,
    failure_reason: run.failureReason,
    progress: run.progress
      ? { day: run.progress.day, day_number: run.progress.dayNumber, days_total: run.progress.daysTotal }
      : null,
  };
}

function toCleanupLog(run: CleanupRunSummary): CleanupLog {
  return {
    // Finished runs only, so finishedAt is set.
    cleanup_date: run.finishedAt!,
    individuals_deleted: run.individualsDeleted,
    companies_deleted: run.companiesDeleted,
    total_deleted: run.totalDeleted,
    unconfirmed_accounts_deleted: run.unconfirmedAccountsErased,
    contact_messages_deleted: run.contactMessagesErased,
    trigger: run.trigger,
    status: run.status as CleanupLog['status'],
  };
}
