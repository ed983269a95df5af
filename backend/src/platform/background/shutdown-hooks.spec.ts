import { Injectable, Module, type OnApplicationShutdown, type OnModuleDestroy } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { endIfShutdownHangs, watchShutdownHooks } from './shutdown-hooks.js';

/** A mail batch whose server never answers: its destroy hook waits until the test lets it go. */
@Injectable()
class HangingSender implements OnModuleDestroy {
  private released = false;
  private answer: () => void = () => undefined;
  release(): void {
    this.released = true;
    this.answer();
  }
  onModuleDestroy(): Promise<void> {
    return new Promise((resolve) => (this.released ? resolve() : (this.answer = resolve)));
  }
}

@Injectable()
class QuickStore implements OnApplicationShutdown {
  closed = false;
  onApplicationShutdown(): void {
    this.closed = true;
  }
}

@Module({ providers: [HangingSender, QuickStore] })
class HangingModule {}

const context = () => NestFactory.createApplicationContext(HangingModule, { logger: false });

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}

describe('shutdown hooks', () => {
  it('names the hook a stop waits for, and forgets it once it returned', async () => {
    const app = await context();
    const running = watchShutdownHooks(app);
    expect(running()).toEqual([]);
    const closing = app.close();
    await until(() => running().length > 0);
    expect(running()).toEqual([expect.stringMatching(/^HangingSender\.onModuleDestroy \(\d+ ms\)$/)]);
    app.get(HangingSender).release();
    await closing;
    expect(running()).toEqual([]);
    expect(app.get(QuickStore).closed).toBe(true);
  });

  it('ends the process when the stop after a signal outlasts the deadline, naming what it waited for', async () => {
    const app = await context();
    const errors: string[] = [];
    const exits: number[] = [];
    // A signal nothing else in the test process listens to; emitted, not sent.
    const remove = endIfShutdownHangs(app, {
      signals: ['SIGWINCH'],
      ms: 50,
      logger: { error: (message: string) => errors.push(message) },
      exit: (code) => exits.push(code),
    });
    try {
      process.emit('SIGWINCH', 'SIGWINCH');
      const closing = app.close();
      await until(() => exits.length > 0);
      expect(exits).toEqual([1]);
      expect(errors).toEqual([
        expect.stringMatching(
          /^shutdown after SIGWINCH not finished within 0\.05 s: still waiting for HangingSender\.onModuleDestroy \(\d+ ms\); ending the process/,
        ),
      ]);
      expect(process.listenerCount('SIGWINCH')).toBe(0);
      app.get(HangingSender).release();
      await closing;
    } finally {
      remove();
    }
  });

  it('says when the hooks are done but the process still does not end', async () => {
    const app = await context();
    const errors: string[] = [];
    const exits: number[] = [];
    const remove = endIfShutdownHangs(app, {
      signals: ['SIGWINCH'],
      ms: 50,
      logger: { error: (message: string) => errors.push(message) },
      exit: (code) => exits.push(code),
    });
    try {
      process.emit('SIGWINCH', 'SIGWINCH');
      const closing = app.close();
      app.get(HangingSender).release();
      await closing;
      await until(() => exits.length > 0);
      expect(errors[0]).toContain('no shutdown hook is running, something else keeps the process alive');
    } finally {
      remove();
    }
  });
});
