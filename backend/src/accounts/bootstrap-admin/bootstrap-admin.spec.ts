import type { AppConfig } from '../../platform/config/app-config.js';
import { EmailAlreadyRegistered } from '../domain/email-reservation-decider.js';
import { AdminBootstrap } from './bootstrap-admin.js';

// A start with ADMIN_EMAIL while the accounts read model is rebuilt (a replay, a new read-model version): the read
// model does not show the account yet, the event store refuses the address as taken. The app must still start.
describe('AdminBootstrap on start', () => {
  it('starts when the address is taken in the event store but not yet in the read model', async () => {
    const config = {
      admin: { email: 'admin@example.de', password: 'Geheim-2026' },
      role: 'api',
    } as unknown as AppConfig;
    const accounts = { userByEmail: async () => null };
    const registration = {
      register: async () => {
        throw new EmailAlreadyRegistered();
      },
    };
    const expiry = { isExpired: async () => false };
    const bootstrap = new AdminBootstrap(
      config,
      accounts as never,
      registration as never,
      {} as never,
      expiry as never,
      { rebuilding: () => null } as never,
    );
    await expect(bootstrap.onApplicationBootstrap()).resolves.toBeUndefined();
  });

  it('does not hold up the start while the read models are rebuilt from the first event, and ensures it after', async () => {
    const config = {
      admin: { email: 'admin@example.de', password: 'Geheim-2026' },
      role: 'api',
    } as unknown as AppConfig;
    const registered: string[] = [];
    const registration = { register: async ({ email }: { email: string }) => void registered.push(email) };
    let rebuilt!: () => void;
    let accountsRebuilt = false;
    const rebuild = {
      rebuilding: () => (accountsRebuilt ? null : { names: ['accounts'], share: 0.1 }),
      done: (names: string[]) => {
        expect(names).toEqual(['accounts']);
        return new Promise<void>((resolve) => (rebuilt = resolve));
      },
    };
    const bootstrap = new AdminBootstrap(
      config,
      { userByEmail: async () => null } as never,
      registration as never,
      {} as never,
      { isExpired: async () => false } as never,
      rebuild as never,
    );
    await bootstrap.onApplicationBootstrap();
    expect(registered).toEqual([]);
    accountsRebuilt = true;
    rebuilt();
    await new Promise((resolve) => setImmediate(resolve));
    expect(registered).toEqual(['admin@example.de']);
  });
});
