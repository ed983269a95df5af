import { ConsoleLogger, type LogLevel } from '@nestjs/common';
import { LineBatch } from './line-batch.js';

/**
 * Standard output's pending lines, shared by every logger of the process (one exit handler: the last turn's lines
 * are written when the process ends, also on `process.exit`, as writes to files and pipes are synchronous).
 */
let stdout: LineBatch | undefined;
function stdoutBatch(): LineBatch {
  if (!stdout) {
    const batch = new LineBatch((text) => process.stdout.write(text));
    process.once('exit', () => batch.flush());
    stdout = batch;
  }
  return stdout;
}

/**
 * Writes the log lines still pending now. NestJS's shutdown hooks end the process with the signal it received
 * (`process.kill`), which fires no 'exit' event: the platform module calls this as its last shutdown step.
 */
export function flushAppLog(): void {
  stdout?.flush();
}

/**
 * NestJS's console logger, made cheaper for one line per request: the timestamp (to the second) is formatted once
 * per second rather than with `Intl` on every line, colours are used only on a terminal, so that log files
 * and journald get no escape codes (and no line pays for colouring), and standard output is written once per turn
 * of the event loop rather than once per line (`LineBatch`). The format stays NestJS's own; errors go to standard
 * error at once, after the lines logged before them.
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

  protected override printMessages(
    messages: unknown[],
    context = '',
    logLevel: LogLevel = 'log',
    writeStreamType?: 'stdout' | 'stderr',
    errorStack?: unknown,
    params?: Record<string, unknown>,
  ): void {
    const batch = stdoutBatch();
    if (writeStreamType === 'stderr') {
      batch.flush();
      return super.printMessages(messages, context, logLevel, writeStreamType, errorStack, params);
    }
    // NestJS's own formatting of a text line (this logger has no JSON mode, redaction or console forcing).
    for (const message of messages) {
      const line = this.formatMessage(
        logLevel,
        message,
        this.formatPid(process.pid),
        logLevel.toUpperCase().padStart(7, ' '),
        this.formatContext(context),
        this.updateAndGetTimestampDiff(),
        params,
      );
      batch.push(line);
    }
  }
}
