/** SPEC §3 "User": the fields the UI reads. Other fields the server sends are kept but not used. */
export type Plan = 'free' | 'pro_monthly' | 'pro_yearly';
export type Role = 'admin' | 'user';

export interface SessionUser {
  id?: string;
  firstName: string;
  lastName: string;
  email: string;
  role: Role;
  isActive: boolean;
  plan?: Plan | null;
  /** false until the address is confirmed through the mailed link (alerts need it); absent means confirmed. */
  emailConfirmed?: boolean;
  /** A requested new address that awaits its confirmation link. */
  pendingEmail?: string | null;
  /** When the account is deleted unless its address is confirmed before (unconfirmed self-registrations only). */
  unconfirmedAccountDeletionAt?: string | null;
  /** When the account was registered (ISO 8601). */
  createdAt?: string;
  /** The last login (ISO 8601); registering logs in too, so right after it this is the registration's moment. */
  lastLoginAt?: string | null;
}

/** Registration logs in within the same request: a last login this close to it is that session, not a return. */
const REGISTRATION_SESSION_MS = 60_000;

/** Whether the user has not logged in since registering (greeted "Willkommen", not "Willkommen zurück"). */
export function isNewAccount(user: SessionUser | null): boolean {
  if (!user?.createdAt) return false;
  if (!user.lastLoginAt) return true;
  return Math.abs(Date.parse(user.lastLoginAt) - Date.parse(user.createdAt)) < REGISTRATION_SESSION_MS;
}

/** Body of POST /auth/login and POST /auth/register. */
export interface AuthResponse {
  token: string;
  user: SessionUser;
  message?: string;
}

/** Full name, or the e-mail when no name is known (SPEC §2 user menu). */
export function displayNameOf(user: SessionUser | null): string {
  if (!user) return 'Mein Konto';
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return name || user.email || 'Mein Konto';
}

export function isProPlan(plan: Plan | null | undefined): boolean {
  return plan === 'pro_monthly' || plan === 'pro_yearly';
}

/** Accepts a stored or received object only if it looks like a user; anything else counts as unknown. */
export function asSessionUser(value: unknown): SessionUser | null {
  if (typeof value !== 'object' || value === null) return null;
  const candidate = value as Partial<SessionUser>;
  return typeof candidate.email === 'string' ? (candidate as SessionUser) : null;
}

/** Whether the user still has to open the confirmation link (older stored users without the field do not). */
export function needsEmailConfirmation(user: SessionUser | null): boolean {
  return user?.emailConfirmed === false;
}
