import { ApiProperty } from '@nestjs/swagger';
import type { Plan, Role } from '../domain/events.js';
import type { UserView } from './user-view.js';

const PLANS: Plan[] = ['free', 'pro_monthly', 'pro_yearly'];
const ROLES: Role[] = ['user', 'admin'];

/** A user as the API shows it (docs/SPEC.md §3): never a password hash, never a token. */
export class UserResponse implements UserView {
  @ApiProperty({ description: 'Kennung des Benutzers', example: '5f0c2b1e-8d3a-4e6f-9b7c-1a2d3e4f5a6b' })
  id!: string;
  @ApiProperty({ description: 'E-Mail-Adresse', example: 'erika@example.de' })
  email!: string;
  @ApiProperty({ description: 'Vorname', example: 'Erika' })
  firstName!: string;
  @ApiProperty({ description: 'Nachname', example: 'Mustermann' })
  lastName!: string;
  @ApiProperty({ description: 'Rolle', enum: ROLES, example: 'user' })
  role!: Role;
  @ApiProperty({ description: 'Ob das Konto aktiv ist', example: true })
  isActive!: boolean;
  @ApiProperty({
    description: 'Ob die E-Mail-Adresse bestätigt ist (Voraussetzung für Benachrichtigungen)',
    example: true,
  })
  emailConfirmed!: boolean;
  @ApiProperty({
    description: 'Angeforderte neue Adresse bis zu ihrer Bestätigung',
    type: String,
    nullable: true,
    example: null,
  })
  pendingEmail!: string | null;
  @ApiProperty({
    description:
      'Zeitpunkt (ISO 8601), zu dem das Konto gelöscht wird, wenn die E-Mail-Adresse bis dahin nicht bestätigt ist ' +
      '(UNCONFIRMED_ACCOUNT_DAYS nach der Registrierung); null für bestätigte, Administrator- und zahlende Konten',
    type: String,
    nullable: true,
    example: null,
  })
  unconfirmedAccountDeletionAt!: string | null;
  @ApiProperty({ description: 'Geltender Tarif', enum: PLANS, example: 'pro_monthly' })
  plan!: Plan;
  @ApiProperty({
    description: 'Ende des bezahlten Zeitraums (ISO 8601)',
    type: String,
    nullable: true,
    example: '2026-12-24T00:00:00.000Z',
  })
  planPeriodEnd!: string | null;
  @ApiProperty({ description: 'Ob das Abonnement zum Ende des Zeitraums gekündigt ist', example: false })
  cancelAtPeriodEnd!: boolean;
  @ApiProperty({ description: 'Registriert (ISO 8601)', example: '2026-09-01T08:00:00.000Z' })
  createdAt!: string;
  @ApiProperty({
    description: 'Letzte Anmeldung (ISO 8601)',
    type: String,
    nullable: true,
    example: '2026-11-24T07:00:00.000Z',
  })
  lastLoginAt!: string | null;
}

/** Registration, login: a session token and the user. */
export class SessionStartedResponse {
  @ApiProperty({
    description: 'Sitzungstoken (JWT, 8 Stunden gültig) für `Authorization: Bearer`',
    example: 'eyJhbGciOiJIUzI1NiJ9…',
  })
  token!: string;
  @ApiProperty({ description: 'Der angemeldete Benutzer', type: UserResponse })
  user!: UserResponse;
  @ApiProperty({ description: 'Deutsche Bestätigung', example: 'Anmeldung erfolgreich!' })
  message!: string;
}

/** A change to an account: the user as it is now. */
export class UserChangedResponse {
  @ApiProperty({ description: 'Der Benutzer nach der Änderung', type: UserResponse })
  user!: UserResponse;
  @ApiProperty({ description: 'Deutsche Bestätigung', example: 'Profil gespeichert' })
  message!: string;
}

export class PasswordChangedResponse {
  @ApiProperty({
    description: 'Neues Sitzungstoken (alle bisherigen Sitzungen sind beendet)',
    example: 'eyJhbGciOiJIUzI1NiJ9…',
  })
  token!: string;
  @ApiProperty({
    description: 'Deutsche Bestätigung',
    example: 'Passwort geändert. Alle anderen Sitzungen wurden beendet.',
  })
  message!: string;
}

export class EmailConfirmedResponse {
  @ApiProperty({ description: 'Deutsche Bestätigung', example: 'Ihre E-Mail-Adresse wurde bestätigt.' })
  message!: string;
  @ApiProperty({ description: 'Die bestätigte Adresse', example: 'erika@example.de' })
  email!: string;
}
