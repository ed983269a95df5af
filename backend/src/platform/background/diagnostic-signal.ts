import { Logger } from '@nestjs/common';

/**
 * SIGUSR2 is the signal of Node's diagnostics (`--heapsnapshot-signal=SIGUSR2`, `--report-signal`), which an
 * operator sends to a serving process to look into it. Without a listener its default action ends the process,
 * and Nest's shutdown hooks took it for a stop signal: a heap snapshot stopped the server. The stop signals are
 * SIGTERM, SIGINT and SIGHUP (`create-app.ts`, the workers' entry); SIGUSR2 is only noted.
 */
export function keepServingOnDiagnosticSignal(logger = new Logger('Process')): void {
  process.on('SIGUSR2', () => {
    logger.log('received SIGUSR2: not a stop signal (Node diagnostics use it); stop with SIGTERM');
  });
}
