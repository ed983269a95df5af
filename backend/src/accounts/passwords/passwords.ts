import { Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password-hasher.js';
import { PasswordHashingPool } from './password-hashing-pool.js';

/** Hashing and checking passwords, always through the bounded pool (no caller can bypass the bound). */
@Injectable()
export class Passwords {
  constructor(private readonly pool: PasswordHashingPool) {}

  hash(password: string): Promise<string> {
    return this.pool.run(() => hashPassword(password));
  }

  verify(password: string, encoded: string): Promise<boolean> {
    return this.pool.run(() => verifyPassword(password, encoded));
  }

  /**
   * For an unknown account: the same computation against a dummy hash, so that neither the answer time nor
   * a full pool (503 either way) tells whether the address is registered.
   */
  verifyUnknown(password: string): Promise<false> {
    return this.pool.run(async (): Promise<false> => {
      await verifyPassword(password, await dummyPasswordHash());
      return false;
    });
  }
}

export const passwordHashingPoolProvider = {
  provide: PasswordHashingPool,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig) =>
    new PasswordHashingPool({
      concurrency: config.accountLimits.passwordHashConcurrency,
      queue: config.accountLimits.passwordHashQueue,
    }),
};
