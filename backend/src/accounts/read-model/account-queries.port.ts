import type { Plan, Role } from '../domain/events.js';

/** Answers about accounts from the accounts read model (projections/src/read-models/accounts). */
export const ACCOUNT_QUERIES = Symbol('ACCOUNT_QUERIES');

/** One account as the read model knows it (never a password hash). */
export interface AccountRecord {
  readonly id: string;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly role: Role;
  readonly isActive: boolean;
  readonly emailConfirmed: boolean;
  /** A requested new address awaiting its confirmation link, else null. */
  readonly pendingEmail: string | null;
  /** The plan recorded; `effectivePlan` tells the plan in force. */
  readonly plan: Plan;
  readonly planPeriodEnd: string | null;
  readonly cancelAtPeriodEnd: boolean;
  readonly stripeCustomerId: string | null;
  readonly stripeSubscriptionId: string | null;
  readonly createdAt: string;
  readonly lastLoginAt: string | null;
}

/** A personal API key: its id and the hash of its secret, never the secret. */
export interface ApiKeyRecord {
  readonly keyId: string;
  readonly userId: string;
  readonly name: string;
  readonly secretHash: string;
  readonly createdAt: string;
  readonly revokedAt: string | null;
}

export interface UserListQuery {
  /** Part of the e-mail address or of "first last", any letter case. */
  readonly search?: string;
  readonly plan?: string;
  readonly status?: 'active' | 'inactive';
  readonly role?: Role;
  /** 1-based. */
  readonly page: number;
  readonly limit: number;
}

export interface AccountQueries {
  userById(userId: string): Promise<AccountRecord | null>;
  /** By address, whatever its letter case. */
  userByEmail(email: string): Promise<AccountRecord | null>;
  userByStripeCustomer(customerId: string): Promise<AccountRecord | null>;
  /** The user of an open, unexpired session of an active account, or null (logged out, revoked, deactivated). */
  userOfOpenSession(userId: string, sessionId: string, now: Date): Promise<AccountRecord | null>;
  apiKey(keyId: string): Promise<ApiKeyRecord | null>;
  /** A user's keys, newest first. */
  apiKeysOf(userId: string): Promise<ApiKeyRecord[]>;
  /** A page of users, newest registration first, with the total matching. */
  listUsers(query: UserListQuery): Promise<{ users: AccountRecord[]; total: number }>;
  /** How many active administrator accounts there are (the last one may not erase itself). */
  activeAdminCount(): Promise<number>;
  /**
   * Ids of unconfirmed free accounts of role user without any Stripe relation registered at or before
   * `registeredBy` (ISO), oldest first, at most `limit`: the candidates for expiry. The write side decides each.
   */
  unconfirmedAccountsRegisteredBy(registeredBy: string, limit: number): Promise<string[]>;
  /**
   * Once the projections have removed erased accounts, removes every other trace the store keeps of them (for
   * SQLite: the old WAL frames that still hold their rows). False when that could not be done now (readers busy);
   * the store then overwrites the traces as it goes on.
   */
  purgeErasedAccountTraces(): Promise<boolean>;
}
