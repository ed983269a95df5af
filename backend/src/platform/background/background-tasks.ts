import type { Logger } from '@nestjs/common';

/**
 * Work a scheduler starts without a caller waiting for it (timer ticks, start-up jobs). Every task is awaited
 * here to an outcome: a failure is logged with its stack, never left as an unhandled rejection (which would end
 * the process), and shutdown can wait for tasks still running.
 */
export class BackgroundTasks {
  private readonly running = new Set<Promise<void>>();
  private readonly names = new Set<string>();

  constructor(private readonly logger: Logger) {}

  /** Starts `task` unless one of the same name is still running (a slow tick is not stacked); returns at once. */
  run(name: string, task: () => Promise<unknown>): void {
    if (this.names.has(name)) {
      this.logger.warn(`${name}: skipped, the previous one is still running`);
      return;
    }
    this.names.add(name);
    const settled: Promise<void> = this.settle(name, task).finally(() => {
      this.names.delete(name);
      this.running.delete(settled);
    });
    this.running.add(settled);
  }

  private async settle(name: string, task: () => Promise<unknown>): Promise<void> {
    try {
      await task();
    } catch (error) {
      this.logger.error(`${name} failed: ${error instanceof Error ? error.message : String(error)}`, stackOf(error));
    }
  }

  /** Resolves once every task started so far has ended. */
  async drain(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
  }
}

function stackOf(error: unknown): string | undefined {
  return error instanceof Error ? error.stack : undefined;
}
