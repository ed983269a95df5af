import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import {
  ACCOUNT_DATA_ERASERS,
  type AccountDataEraser,
  type AccountDataErasers,
} from '../../platform/account-data/account-data-erasers.js';
import { DEADLINE_SETTINGS, type DeadlineSettingsStore } from './deadline-settings.port.js';

/** The calendar token and the reminder setting are the user's data: they go with the account. */
@Injectable()
export class DeadlineSettingsEraser implements AccountDataEraser, OnModuleInit {
  readonly name = 'deadline-settings';

  constructor(
    @Inject(DEADLINE_SETTINGS) private readonly settings: DeadlineSettingsStore,
    @Inject(ACCOUNT_DATA_ERASERS) private readonly erasers: AccountDataErasers,
  ) {}

  onModuleInit(): void {
    this.erasers.register(this);
  }

  eraseAccountData(userId: string): Promise<void> {
    return this.settings.eraseUser(userId);
  }
}
