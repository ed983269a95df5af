import { ApiProperty } from '@nestjs/swagger';
import type { MailDeliveryOverview, MailDeliveryView } from '../../platform/mail/delivery/delivery-overview.js';
import type { AdminDashboard, CleanupLog, CleanupRunView, ImportLog } from './admin-dashboard.view.js';

export class UserCountsDto {
  @ApiProperty({ description: 'Registrierte Konten insgesamt', example: 1280 }) total!: number;
  @ApiProperty({ description: 'In den letzten 7 Tagen registrierte Konten', example: 42 }) recentSignups!: number;
}

export class SubscriptionCountsDto {
  @ApiProperty({ description: 'Aktive Benachrichtigungen', example: 3100 }) active!: number;
  @ApiProperty({
    description: 'Verschiedene E-Mail-Adressen mit mindestens einer aktiven Benachrichtigung',
    example: 870,
  })
  emailSubscribers!: number;
}

export class PendingDeletionDto {
  @ApiProperty({ description: 'Verfahren natürlicher Personen, deren Löschfrist abgelaufen ist', example: 120 })
  individuals!: number;
  @ApiProperty({ description: 'Verfahren von Unternehmen, deren Löschfrist abgelaufen ist', example: 15 })
  companies!: number;
}

export class InsolvencyDataDto {
  @ApiProperty({ description: 'Verfahren im Bestand', example: 24980 }) total!: number;
  @ApiProperty({ description: 'Davon Verfahren von Unternehmen', example: 2950 }) companies!: number;
  @ApiProperty({ type: PendingDeletionDto, description: 'Zur Löschung fällige Verfahren' })
  pendingDeletion!: PendingDeletionDto;
}

export class RetentionPolicyDto {
  @ApiProperty({ description: 'Löschfrist für natürliche Personen, z. B. „14 Tage“', example: '14 Tage' })
  individuals!: string;
  @ApiProperty({ description: 'Löschfrist für Unternehmen, z. B. „30 Tage“', example: '30 Tage' }) companies!: string;
}

export class ImportLogProgressDto {
  @ApiProperty({ description: 'Veröffentlichungstag in Arbeit (YYYY-MM-DD)', example: '2026-11-20' }) day!: string;
  @ApiProperty({ description: 'Position des Tages im Lauf (ab 1)', example: 3 }) day_number!: number;
  @ApiProperty({ description: 'Tage des Laufs', example: 14 }) days_total!: number;
}

export class ImportLogDto implements ImportLog {
  @ApiProperty({ description: 'Beginn des Laufs (ISO 8601)', example: '2026-11-24T07:30:00.000Z' }) run_date!: string;
  @ApiProperty({ description: 'Neu angelegte Verfahren (Fälle)', example: 310 }) companies_inserted!: number;
  @ApiProperty({
    description: 'Erfasste Bekanntmachungen: neue Fälle plus weitere Bekanntmachungen bekannter Fälle',
    example: 405,
  })
  cases_inserted!: number;
  @ApiProperty({ description: 'Anzahl der Fehler des Laufs', example: 0 }) errors!: number;
  @ApiProperty({ type: [String], description: 'Die Fehler in deutscher Klartextform' })
  error_details!: readonly string[];
  @ApiProperty({ enum: ['running', 'completed', 'failed'], description: 'Stand des Laufs', example: 'completed' })
  status!: string;
  @ApiProperty({
    description: 'Name der Sitzung, z. B. „Morning Session“ oder „Manueller Import“',
    example: 'Morning Session',
  })
  session!: string;
  @ApiProperty({ enum: ['scheduled', 'manual', 'startup'], description: 'Auslöser des Laufs', example: 'scheduled' })
  trigger!: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Ende des Laufs (ISO 8601), null solange er läuft',
    example: '2026-11-24T07:34:10.000Z',
  })
  finished_at!: string | null;
  @ApiProperty({ description: 'Vom Portal gelistete Bekanntmachungen (bisher, solange der Lauf läuft)', example: 1240 })
  listed!: number;
  @ApiProperty({
    description: 'Vom Portal abgerufene Bekanntmachungstexte (bisher, solange der Lauf läuft)',
    example: 1240,
  })
  fetched!: number;
  @ApiProperty({
    type: String,
    nullable: true,
    enum: ['portal_unreachable', 'interrupted', 'aborted', 'budget_spent', 'read_models_behind', 'error'],
    description:
      'Warum ein fehlgeschlagener Lauf fehlschlug: Portal nicht erreichbar, unterbrochen (Prozess beendet), ' +
      'beim Herunterfahren abgebrochen, Tagesbudget der Abgleiche aufgebraucht, Lesemodelle im Rückstand ' +
      '(wird wiederholt), interner Fehler; sonst null',
    example: null,
  })
  failure_reason!: string | null;
  @ApiProperty({
    type: ImportLogProgressDto,
    nullable: true,
    description: 'Der Tag, an dem ein laufender Lauf gerade arbeitet; sonst null',
  })
  progress!: ImportLogProgressDto | null;
}

export class CleanupLogDto implements CleanupLog {
  @ApiProperty({ description: 'Ende der Bereinigung (ISO 8601)', example: '2026-11-24T02:16:40.000Z' })
  cleanup_date!: string;
  @ApiProperty({ description: 'Gelöschte Verfahren natürlicher Personen', example: 980 }) individuals_deleted!: number;
  @ApiProperty({ description: 'Gelöschte Verfahren von Unternehmen', example: 45 }) companies_deleted!: number;
  @ApiProperty({ description: 'Gelöschte Verfahren insgesamt', example: 1025 }) total_deleted!: number;
  @ApiProperty({
    description: 'Gelöschte Konten, deren E-Mail-Adresse nicht rechtzeitig bestätigt wurde (UNCONFIRMED_ACCOUNT_DAYS)',
    example: 3,
  })
  unconfirmed_accounts_deleted!: number;
  @ApiProperty({
    description: 'Gelöschte Kontaktanfragen, deren Aufbewahrungsfrist abgelaufen war (CONTACT_RETENTION_DAYS)',
    example: 2,
  })
  contact_messages_deleted!: number;
  @ApiProperty({ enum: ['scheduled', 'manual'], description: 'Auslöser der Bereinigung', example: 'scheduled' })
  trigger!: string;
  @ApiProperty({ enum: ['completed', 'failed'], description: 'Ergebnis', example: 'completed' }) status!:
    'completed' | 'failed';
}

export class CleanupStartedByDto {
  @ApiProperty({
    description: 'Konto-ID der Administratorin oder „system:retention“ (Zeitplan, Fortsetzung)',
    example: 'system:retention',
  })
  id!: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'E-Mail-Adresse des Kontos; null beim System',
    example: null,
  })
  email!: string | null;
}

export class CleanupRunDto implements CleanupRunView {
  @ApiProperty({ description: 'Kennung der Bereinigung', example: 'cleanup-2026-11-24T02:15:00.000Z' }) runId!: string;
  @ApiProperty({ enum: ['running', 'completed', 'failed'], description: 'Stand der Bereinigung', example: 'completed' })
  status!: 'running' | 'completed' | 'failed';
  @ApiProperty({ description: 'Auslöser der Bereinigung', example: 'scheduled' }) trigger!: string;
  @ApiProperty({ description: 'Beginn (ISO 8601)', example: '2026-11-24T02:15:00.000Z' }) startedAt!: string;
  @ApiProperty({ type: CleanupStartedByDto, description: 'Wer die Bereinigung gestartet hat' })
  startedBy!: CleanupStartedByDto;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Beim Start fällige Verfahren; null bei Läufen aus der Zeit vor der Fortschrittsanzeige',
    example: 1025,
  })
  total!: number | null;
  @ApiProperty({ description: 'Bisher gelöschte Verfahren', example: 1025 }) erased!: number;
  @ApiProperty({ description: 'Davon natürliche Personen', example: 980 }) individualsDeleted!: number;
  @ApiProperty({ description: 'Davon Unternehmen', example: 45 }) companiesDeleted!: number;
  @ApiProperty({
    description: 'Gelöschte Konten, deren E-Mail-Adresse nicht rechtzeitig bestätigt wurde (nach den Verfahren)',
    example: 3,
  })
  unconfirmedAccountsErased!: number;
  @ApiProperty({
    description: 'Gelöschte Kontaktanfragen, deren Aufbewahrungsfrist abgelaufen war (nach den Konten)',
    example: 2,
  })
  contactMessagesErased!: number;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Ende (ISO 8601), null solange sie läuft',
    example: '2026-11-24T02:16:40.000Z',
  })
  finishedAt!: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Fehler einer fehlgeschlagenen Bereinigung',
    example: null,
  })
  error!: string | null;
}

export class MailDeliveryDto implements MailDeliveryView {
  @ApiProperty({
    description: 'Message-ID der Mail, bei jedem Versuch dieselbe',
    example: '<digest-5f0c…@insolvenzmonitor.de>',
  })
  messageId!: string;
  @ApiProperty({ description: 'Art der Mail', example: 'digest' }) kind!: string;
  @ApiProperty({ description: 'Art der Mail, lesbar', example: 'Tägliche Benachrichtigung' }) kindLabel!: string;
  @ApiProperty({ enum: ['sending', 'sent', 'failed'], description: 'Stand der Zustellung', example: 'sent' })
  status!: 'sending' | 'sent' | 'failed';
  @ApiProperty({
    description: 'Stand, lesbar: Wird zugestellt, Zugestellt, Erneut gesendet, Fehlgeschlagen',
    example: 'Erneut gesendet',
  })
  statusLabel!: string;
  @ApiProperty({ description: 'Versuche bisher', example: 2 }) attempts!: number;
  @ApiProperty({ description: 'Mehr als einmal gesendet (nach Absturz oder Fehler)', example: true }) resent!: boolean;
  @ApiProperty({ description: 'Erster Versuch (ISO 8601)', example: '2026-11-24T06:00:04.000Z' }) recordedAt!: string;
  @ApiProperty({ type: String, nullable: true, description: 'Zugestellt oder aufgegeben (ISO 8601)', example: null })
  finishedAt!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Nächster Versuch frühestens (ISO 8601)', example: null })
  nextAttemptAt!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Fehlercode des letzten Versuchs', example: 'ETIMEDOUT' })
  lastError!: string | null;
}

export class MailDeliveriesDto implements MailDeliveryOverview {
  @ApiProperty({ description: 'Mails, die noch zugestellt werden', example: 0 }) sending!: number;
  @ApiProperty({ description: 'Zugestellte Mails (14 Tage)', example: 310 }) sent!: number;
  @ApiProperty({ description: 'Fehlgeschlagene Mails (14 Tage)', example: 1 }) failed!: number;
  @ApiProperty({ description: 'Erneut gesendete Mails (14 Tage)', example: 2 }) resent!: number;
  @ApiProperty({ type: [MailDeliveryDto], description: 'Die letzten 20 fehlgeschlagenen oder erneut gesendeten Mails' })
  troubled!: MailDeliveryDto[];
}

/** GET /admin/dashboard (docs/SPEC.md §3 "Admin dashboard response"). */
export class AdminDashboardResponse implements AdminDashboard {
  @ApiProperty({ type: UserCountsDto, description: 'Benutzerkonten' }) users!: UserCountsDto;
  @ApiProperty({ type: SubscriptionCountsDto, description: 'E-Mail-Benachrichtigungen' })
  subscriptions!: SubscriptionCountsDto;
  @ApiProperty({ type: InsolvencyDataDto, description: 'Datenbestand und fällige Löschungen' })
  insolvencyData!: InsolvencyDataDto;
  @ApiProperty({ type: RetentionPolicyDto, description: 'Löschfristen (DSGVO)' }) retentionPolicy!: RetentionPolicyDto;
  @ApiProperty({ type: [ImportLogDto], description: 'Die letzten 20 Importläufe, neueste zuerst' })
  importLogs!: ImportLogDto[];
  @ApiProperty({ type: [CleanupLogDto], description: 'Die letzten 20 beendeten Bereinigungen, neueste zuerst' })
  cleanupLogs!: CleanupLogDto[];
  @ApiProperty({
    type: CleanupRunDto,
    nullable: true,
    description: 'Die jüngste Bereinigung: ihr Fortschritt, solange sie läuft, sonst ihr Ergebnis',
  })
  cleanupRun!: CleanupRunDto | null;
  @ApiProperty({
    type: MailDeliveriesDto,
    description: 'E-Mail-Zustellung (mindestens einmal): Stand und Auffälligkeiten',
  })
  mailDeliveries!: MailDeliveriesDto;
}
