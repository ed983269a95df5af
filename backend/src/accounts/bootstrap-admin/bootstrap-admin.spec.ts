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
    );
    await expect(bootstrap.onApplicationBootstrap()).resolves.toBeUndefined();
  });
});
