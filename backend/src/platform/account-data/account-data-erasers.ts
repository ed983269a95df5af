/**
 * Data of a user that a module keeps outside the user's event stream (the calendar token and reminder setting
 * of "Meine Fristen", later portfolio drafts): the account's erasure calls every eraser registered here, so the
 * accounts module need not know the other modules. A module registers its eraser on start (`onModuleInit`).
 */
export const ACCOUNT_DATA_ERASERS = Symbol('ACCOUNT_DATA_ERASERS');

export interface AccountDataEraser {
  readonly name: string;
  /** Removes everything of the user this module keeps (idempotent: a repeated erasure finds nothing). */
  eraseAccountData(userId: string): Promise<void>;
}

export class AccountDataErasers {
  private readonly erasers: AccountDataEraser[] = [];

  register(eraser: AccountDataEraser): void {
    if (!this.erasers.some((known) => known.name === eraser.name)) this.erasers.push(eraser);
  }

  /** The registered erasers' names, in the order they run (tests check that every module registered). */
  names(): string[] {
    return this.erasers.map((eraser) => eraser.name);
  }

  /** Runs every eraser; one that fails makes the erasure fail (it is repeated whole by the next attempt). */
  async eraseAll(userId: string): Promise<void> {
    for (const eraser of this.erasers) await eraser.eraseAccountData(userId);
  }
}
