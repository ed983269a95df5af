import { ApiProperty } from '@nestjs/swagger';
import type { AdminDashboard, CleanupLog, ImportLog } from './admin-dashboard.query.js';
import type { CleanupRunView } from './cleanup-run.query.js';

export class DashboardUsersResponse {
  @ApiProperty({ description: 'Konten insgesamt', example: 1280 })
  total!: number;
  @ApiProperty({ description: 'Registrierungen der letzten 7 Tage', example: 34 })
  recentSignups!: number;
}

export class DashboardSubscriptionsResponse {
  @ApiProperty({ description: 'Aktive Benachrichtigungen', example: 5210 })
  active!: number;
  @ApiProperty({ description: 'Verschiedene Empfängeradressen aktiver Benachrichtigungen', example: 410 })
  emailSubscribers!: number;
}

export class PendingDeletionResponse {
  @ApiProperty({ description: 'Fällige Verfahren natürlicher Personen', example: 120 })
  individuals!: number;
  @ApiProperty({ description: 'Fällige Verfahren von Unternehmen', example: 35 })
  companies!: number;
}

export class DashboardDataResponse {
  @ApiProperty({ description: 'Verfahren im Datenbestand', example: 24980 })
  total!: number;
  @ApiProperty({ description: 'Davon Unternehmen', example: 9120 })
  companies!: number;
  @ApiProperty({ description: 'Nach Löschfrist fällige Verfahren', type: PendingDeletionResponse })
  pendingDeletion!: PendingDeletionResponse;
}

export class RetentionPolicyResponse {
  @ApiProperty({ description: 'Löschfrist für natürliche Personen', example: '14 Tage' })
  individuals!: string;
  @ApiProperty({ description: 'Löschfrist für Unternehmen', example: '30 Tage' })
  companies!: string;
}

export class ImportLogResponse implements ImportLog {
  @ApiProperty({ description: 'Start des Imports (ISO 8601)', example: '2026-11-24T07:30:00.000Z' })
  run_date!: string;
  @ApiProperty({ description: 'Neu erfasste Verfahren', example: 310 })
  companies_inserted!: number;
  @ApiProperty({ description: 'Erfasste Bekanntmachungen (neue Verfahren und Folgebekanntmachungen)', example: 402 })
  cases_inserted!: number;
  @ApiProperty({ description: 'Anzahl der Fehler', example: 0 })
  errors!: number;
  @ApiProperty({ description: 'Fehlermeldungen', example: [] })
  error_details!: readonly string[];
  @ApiProperty({ description: 'Zustand des Imports', example: 'completed' })
  status!: string;
  @ApiProperty({ description: 'Name der Sitzung', example: 'Morning Session' })
  session!: string;
  @ApiProperty({ description: 'Auslöser (Zeitplan, manuell, Wiederaufnahme)', example: 'schedule' })
  trigger!: string;
  @ApiProperty({ description: 'Ende (ISO 8601)', type: String, nullable: true, example: '2026-11-24T07:34:10.000Z' })
  finished_at!: string | null;
}

export class CleanupLogResponse implements CleanupLog {
  @ApiProperty({ description: 'Ende der Bereinigung (ISO 8601)', example: '2026-11-24T02:16:03.000Z' })
  cleanup_date!: string;
  @ApiProperty({ description: 'Gelöschte Verfahren natürlicher Personen', example: 120 })
  individuals_deleted!: number;
  @ApiProperty({ description: 'Gelöschte Verfahren von Unternehmen', example: 35 })
  companies_deleted!: number;
  @ApiProperty({ description: 'Gelöschte Verfahren insgesamt', example: 155 })
  total_deleted!: number;
  @ApiProperty({ description: 'Auslöser (Zeitplan oder manuell)', example: 'scheduled' })
  trigger!: string;
  @ApiProperty({ description: 'Ergebnis', enum: ['completed', 'failed'], example: 'completed' })
  status!: 'completed' | 'failed';
}

export class CleanupActorResponse {
  @ApiProperty({ description: 'Kennung des Administrators oder `system:retention`', example: 'system:retention' })
  id!: string;
  @ApiProperty({ description: 'E-Mail-Adresse des Administrators', type: String, nullable: true, example: null })
  email!: string | null;
}

export class CleanupRunResponse implements CleanupRunView {
  @ApiProperty({ description: 'Kennung des Laufs', example: '0b6f3c1e-7d1a-4f4e-9a51-1f1f3f0c2a77' })
  runId!: string;
  @ApiProperty({ description: 'Zustand', enum: ['running', 'completed', 'failed'], example: 'running' })
  status!: 'running' | 'completed' | 'failed';
  @ApiProperty({ description: 'Auslöser', example: 'manual' })
  trigger!: string;
  @ApiProperty({ description: 'Start (ISO 8601)', example: '2026-11-24T02:15:00.000Z' })
  startedAt!: string;
  @ApiProperty({ description: 'Wer die Bereinigung gestartet hat', type: CleanupActorResponse })
  startedBy!: CleanupActorResponse;
  @ApiProperty({
    description: 'Beim Start fällige Verfahren (ältere Läufe: unbekannt)',
    type: Number,
    nullable: true,
    example: 155,
  })
  total!: number | null;
  @ApiProperty({ description: 'Bisher gelöschte Verfahren', example: 80 })
  erased!: number;
  @ApiProperty({ description: 'Gelöschte Verfahren natürlicher Personen', example: 60 })
  individualsDeleted!: number;
  @ApiProperty({ description: 'Gelöschte Verfahren von Unternehmen', example: 20 })
  companiesDeleted!: number;
  @ApiProperty({ description: 'Ende (ISO 8601)', type: String, nullable: true, example: null })
  finishedAt!: string | null;
  @ApiProperty({
    description: 'Fehlermeldung eines fehlgeschlagenen Laufs',
    type: String,
    nullable: true,
    example: null,
  })
  error!: string | null;
}

/** SPEC.md §3 "Admin dashboard response". */
export class AdminDashboardResponse implements AdminDashboard {
  @ApiProperty({ description: 'Benutzerzahlen', type: DashboardUsersResponse })
  users!: DashboardUsersResponse;
  @ApiProperty({ description: 'Benachrichtigungen', type: DashboardSubscriptionsResponse })
  subscriptions!: DashboardSubscriptionsResponse;
  @ApiProperty({ description: 'Datenbestand', type: DashboardDataResponse })
  insolvencyData!: DashboardDataResponse;
  @ApiProperty({ description: 'Löschfristen', type: RetentionPolicyResponse })
  retentionPolicy!: RetentionPolicyResponse;
  @ApiProperty({ description: 'Letzte Importe, neueste zuerst', type: [ImportLogResponse] })
  importLogs!: ImportLogResponse[];
  @ApiProperty({ description: 'Letzte Bereinigungen, neueste zuerst', type: [CleanupLogResponse] })
  cleanupLogs!: CleanupLogResponse[];
  @ApiProperty({
    description: 'Letzte Bereinigung: Fortschritt, solange sie läuft, sonst Ergebnis',
    type: CleanupRunResponse,
    nullable: true,
  })
  cleanupRun!: CleanupRunResponse | null;
}
