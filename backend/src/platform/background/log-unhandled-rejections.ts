import { Logger } from '@nestjs/common';

/**
 * The process's last safety net: a promise rejection nobody handled is logged with its stack and the process
 * keeps serving, instead of Node's default of exiting. Background work is awaited to an outcome where it is
 * started (BackgroundTasks); landing here is a bug to fix, so it is logged as an error, never swallowed.
 */
export function logUnhandledRejections(logger = new Logger('Process')): void {
  process.on('unhandledRejection', (reason) => {
    logger.error(
      `unhandled promise rejection (a bug: every background task must be awaited): ${
        reason instanceof Error ? reason.message : String(reason)
      }`,
      reason instanceof Error ? reason.stack : undefined,
    );
  });
}
