import { Logger } from '@nestjs/common';
import { BackgroundTasks } from './background-tasks.js';

class RecordingLogger extends Logger {
  readonly errors: string[] = [];
  readonly warnings: string[] = [];
  override error(message: string) {
    this.errors.push(message);
  }
  override warn(message: string) {
    this.warnings.push(message);
  }
}

describe('background tasks', () => {
  it('awaits a failing task to a logged outcome instead of an unhandled rejection', async () => {
    const logger = new RecordingLogger('test');
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const tasks = new BackgroundTasks(logger);
      tasks.run('import run', async () => {
        throw new Error('Importlauf r-1 ist nicht offen');
      });
      await tasks.drain();
      await new Promise((r) => setImmediate(r));
      expect(logger.errors).toEqual(['import run failed: Importlauf r-1 ist nicht offen']);
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });

  it('does not stack a task on one of the same name that is still running, and drains both kinds', async () => {
    const logger = new RecordingLogger('test');
    const tasks = new BackgroundTasks(logger);
    let release!: () => void;
    let runs = 0;
    const slow = () => {
      runs++;
      return new Promise<void>((resolve) => (release = resolve));
    };
    tasks.run('sweep', slow);
    tasks.run('sweep', slow);
    expect(runs).toBe(1);
    expect(logger.warnings).toEqual(['sweep: skipped, the previous one is still running']);
    let drained = false;
    const draining = tasks.drain().then(() => (drained = true));
    await new Promise((r) => setImmediate(r));
    expect(drained).toBe(false);
    release();
    await draining;
    tasks.run('sweep', slow);
    expect(runs).toBe(2);
    release();
    await tasks.drain();
  });
});
