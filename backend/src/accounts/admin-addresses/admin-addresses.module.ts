import { Global, Module } from '@nestjs/common';
import { ADMIN_ADDRESSES, type AdminAddresses } from '../../platform/mail/admin-addresses.port.js';
import { ACCOUNT_QUERIES, type AccountQueries } from '../read-model/account-queries.port.js';
import { accountQueriesProvider } from '../read-model/read-store.providers.js';

/** More admins than this are not mailed about the operation (a guard, not a product limit). */
const MAX_ADMINS = 50;

/** The active admins' addresses from the accounts read model (global: any module may mail the admins). */
@Global()
@Module({
  providers: [
    accountQueriesProvider,
    {
      provide: ADMIN_ADDRESSES,
      inject: [ACCOUNT_QUERIES],
      useFactory: (accounts: AccountQueries): AdminAddresses => ({
        activeAdmins: async () => {
          const { users } = await accounts.listUsers({ role: 'admin', status: 'active', page: 1, limit: MAX_ADMINS });
          return users.reverse().map((user) => user.email);
        },
      }),
    },
  ],
  exports: [ADMIN_ADDRESSES],
})
export class AdminAddressesModule {}
