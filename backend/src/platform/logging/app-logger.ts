import { ConsoleLogger } from '@nestjs/common';

/**
 * NestJS's console logger, made cheaper for one line per request: the timestamp (to the second) is formatted once
 * per second rather than with `Intl` on every line, and colours are used only on a terminal, so that log files
 * and journald get no escape codes (and no line pays for colouring). The format stays NestJS's own.
 */
export class AppLogger extends ConsoleLogger {
  private second = -1;
  private timestamp = '';

  constructor() {
    super({ colors: process.stdout.isTTY === true && !process.env.NO_COLOR });
  }

  protected override getTimestamp(): string {
    const second = Math.floor(Date.now() / 1000);
    if (second !== this.second) {
      this.second = second;
      this.timestamp = super.getTimestamp();
    }
    return this.timestamp;
  }
}
