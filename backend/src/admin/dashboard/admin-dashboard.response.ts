import { ApiProperty } from '@nestjs/swagger';
import type { AdminDashboard, CleanupLog, ImportLog } from './admin-dashboard.query.js';
import type { CleanupRunView } from './cleanup-run.query.js';

export class UserCountsDto {
  @ApiProperty({ description: 'Registrierte Konten insgesamt' }) total!: number;
  @ApiProperty({ description: 'In den letzten 7 Tagen registrierte Konten' }) recentSignups!: number;
}

export class SubscriptionCountsDto {
  @ApiProperty({ description: 'Aktive Benachrichtigungen' }) active!: number;
  @ApiProperty({ description: 'Verschiedene E-Mail-Adressen mit mindestens einer aktiven Benachrichtigung' })
  emailSubscribers!: number;
}

export class PendingDeletionDto {
  @ApiProperty({ description: 'Verfahren natürlicher Personen, deren Löschfrist abgelaufen ist' })
  individuals!: number;
  @ApiProperty({ description: 'Verfahren von Unternehmen, deren Löschfrist abgelaufen ist' }) companies!: number;
}

export class InsolvencyDataDto {
  @ApiProperty({ description: 'Verfahren im Bestand' }) total!: number;
  @ApiProperty({ description: 'Davon Verfahren von Unternehmen' }) companies!: number;
  @ApiProperty({ type: PendingDeletionDto, description: 'Zur Löschung fällige Verfahren' })
  pendingDeletion!: PendingDeletionDto;
}

export class RetentionPolicyDto {
  @ApiProperty({ description: 'Löschfrist für natürliche Personen, z. B. „14 Tage“' }) individuals!: string;
  @ApiProperty({ description: 'Löschfrist für Unternehmen, z. B. „30 Tage“' }) companies!: string;
}

export class ImportLogProgressDto {
  @ApiProperty({ description: 'Veröffentlichungstag in Arbeit (YYYY-MM-DD)' }) day!: string;
  @ApiProperty({ description: 'Position des Tages im Lauf (ab 1)' }) day_number!: number;
  @ApiProperty({ description: 'Tage des Laufs' }) days_total!: number;
}

export class ImportLogDto implements ImportLog {
  @ApiProperty({ description: 'Beginn des Laufs (ISO 8601)' }) run_date!: string;
  @ApiProperty({ description: 'Neu angelegte Verfahren (Fälle)' }) companies_inserted!: number;
  @ApiProperty({ description: 'Erfasste Bekanntmachungen: neue Fälle plus weitere Bekanntmachungen bekannter Fälle' })
  cases_inserted!: number;
  @ApiProperty({ description: 'Anzahl der Fehler des Laufs' }) errors!: number;
  @ApiProperty({ type: [String], description: 'Die Fehler in deutscher Klartextform' })
  error_details!: readonly string[];
  @ApiProperty({ enum: ['running', 'completed', 'failed'], description: 'Stand des Laufs' }) status!: string;
  @ApiProperty({ description: 'Name der Sitzung, z. B. „Morning Session“ oder „Manueller Import“' })
  session!: string;
  @ApiProperty({ enum: ['scheduled', 'manual', 'startup'], description: 'Auslöser des Laufs' }) trigger!: string;
  @ApiProperty({ type: String, nullable: true, description: 'Ende des Laufs (ISO 8601), null solange er läuft' })
  finished_at!: string | null;
  @ApiProperty({ description: 'Vom Portal gelistete Bekanntmachungen (bisher, solange der Lauf läuft)' })
  listed!: number;
  @ApiProperty({ description: 'Vom Portal abgerufene Bekanntmachungstexte (bisher, solange der Lauf läuft)' })
  fetched!: number;
  @ApiProperty({
    type: String,
    nullable: true,
    enum: ['portal_unreachable', 'interrupted', 'aborted', 'error'],
    description:
      'Warum ein fehlgeschlagener Lauf fehlschlug: Portal nicht erreichbar, unterbrochen (Prozess beendet), ' +
      'beim Herunterfahren abgebrochen, interner Fehler; sonst null',
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
  @ApiProperty({ description: 'Ende der Bereinigung (ISO 8601)' }) cleanup_date!: string;
  @ApiProperty({ description: 'Gelöschte Verfahren natürlicher Personen' }) individuals_deleted!: number;
  @ApiProperty({ description: 'Gelöschte Verfahren von Unternehmen' }) companies_deleted!: number;
  @ApiProperty({ description: 'Gelöschte Verfahren insgesamt' }) total_deleted!: number;
  @ApiProperty({ enum: ['scheduled', 'manual'], description: 'Auslöser der Bereinigung' }) trigger!: string;
  @ApiProperty({ enum: ['completed', 'failed'], description: 'Ergebnis' }) status!: 'completed' | 'failed';
}

export class CleanupStartedByDto {
  @ApiProperty({ description: 'Konto-ID der Administratorin oder „system:retention“ (Zeitplan, Fortsetzung)' })
  id!: string;
  @ApiProperty({ type: String, nullable: true, description: 'E-Mail-Adresse des Kontos; null beim System' })
  email!: string | null;
}

export class CleanupRunDto implements CleanupRunView {
  @ApiProperty() runId!: string;
  @ApiProperty({ enum: ['running', 'completed', 'failed'], description: 'Stand der Bereinigung' })
  status!: 'running' | 'completed' | 'failed';
  @ApiProperty({ description: 'Auslöser der Bereinigung' }) trigger!: string;
  @ApiProperty({ description: 'Beginn (ISO 8601)' }) startedAt!: string;
  @ApiProperty({ type: CleanupStartedByDto, description: 'Wer die Bereinigung gestartet hat' })
  startedBy!: CleanupStartedByDto;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Beim Start fällige Verfahren; null bei Läufen aus der Zeit vor der Fortschrittsanzeige',
  })
  total!: number | null;
  @ApiProperty({ description: 'Bisher gelöschte Verfahren' }) erased!: number;
  @ApiProperty({ description: 'Davon natürliche Personen' }) individualsDeleted!: number;
  @ApiProperty({ description: 'Davon Unternehmen' }) companiesDeleted!: number;
  @ApiProperty({ type: String, nullable: true, description: 'Ende (ISO 8601), null solange sie läuft' })
  finishedAt!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Fehler einer fehlgeschlagenen Bereinigung' })
  error!: string | null;
}

/** GET /admin/dashboard (SPEC.md §3 "Admin dashboard response"). */
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
}
