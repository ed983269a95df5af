/**
 * The addresses of the active administrators, for mails about the operation (a silent portal, issue #30 item 5).
 * The accounts module provides it (`accounts/admin-addresses/`); modules ask this port, not the accounts' store.
 */
export const ADMIN_ADDRESSES = Symbol('ADMIN_ADDRESSES');

export interface AdminAddresses {
  /** Confirmed-or-not addresses of active admin accounts, oldest account first; empty when there is none. */
  activeAdmins(): Promise<string[]>;
}
