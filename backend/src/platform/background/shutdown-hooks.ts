import { type INestApplicationContext, Logger } from '@nestjs/common';
import type { NestContainer } from '@nestjs/core';

const HOOKS = ['onModuleDestroy', 'beforeApplicationShutdown', 'onApplicationShutdown'] as const;

/**
 * How long a stopping process may take. Work in flight gets its chance to finish (a mail batch, a projection
 * batch; an import is aborted and resumed by the next start), but a hook that hangs (a mail server that never
 * answers, a wait for a process that is gone) must not keep the process from ending: what it cut off is taken up
 * again at the next start (at least once everywhere), and a service manager would kill it later anyway.
 */
export const SHUTDOWN_DEADLINE_MS = 30_000;

type Hook = (...args: unknown[]) => unknown;

/**
 * Watches the shutdown hooks of a Nest application (context) and answers which of them are running, and for how
 * long: what a stop that hangs is waiting for, where the stop itself names only the process. Each provider's hook
 * is wrapped once on its instance and runs as before.
 */
export function watchShutdownHooks(context: INestApplicationContext): () => string[] {
  const running = new Set<{ readonly name: string; readonly since: number }>();
  const { container } = context as unknown as { container: NestContainer };
  for (const module of container.getModules().values()) {
    for (const wrapper of [...module.providers.values(), ...module.injectables.values()]) {
      const instance = wrapper.instance as Record<string, unknown> | null | undefined;
      if (instance === null || typeof instance !== 'object') continue;
      for (const hook of HOOKS) {
        const original = instance[hook];
        if (typeof original !== 'function' || Object.prototype.hasOwnProperty.call(instance, hook)) continue;
        const name = `${instance.constructor.name}.${hook}`;
        instance[hook] = async function (...args: unknown[]) {
          const call = { name, since: Date.now() };
          running.add(call);
          try {
            return await (original as Hook).apply(instance, args);
          } finally {
            running.delete(call);
          }
        };
      }
    }
  }
  return () => [...running].map(({ name, since }) => `${name} (${Date.now() - since} ms)`);
}

export interface ShutdownDeadlineOptions {
  readonly signals: readonly NodeJS.Signals[];
  readonly ms?: number;
  readonly logger?: Pick<Logger, 'error'>;
  /** Ends the process (tests pass their own). */
  readonly exit?: (code: number) => void;
}

/**
 * From the first stop signal on, gives the shutdown `ms`; then logs the hooks still running (or that none is) and
 * ends the process with exit code 1. The timer does not keep the process alive: a shutdown that finishes ends the
 * process as before, by Nest's re-sent signal (the API) or the worker's own exit.
 * Returns a function that removes the signal listeners (tests).
 */
export function endIfShutdownHangs(context: INestApplicationContext, options: ShutdownDeadlineOptions): () => void {
  const running = watchShutdownHooks(context);
  const ms = options.ms ?? SHUTDOWN_DEADLINE_MS;
  const logger = options.logger ?? new Logger('Shutdown');
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const remove = () => {
    for (const signal of options.signals) process.removeListener(signal, arm);
  };
  const arm = (signal: NodeJS.Signals) => {
    remove();
    setTimeout(() => {
      const pending = running();
      logger.error(
        `shutdown after ${signal} not finished within ${ms / 1000} s: ` +
          (pending.length > 0
            ? `still waiting for ${pending.join(', ')}`
            : 'no shutdown hook is running, something else keeps the process alive') +
          '; ending the process (what was cut off is taken up again at its next start)',
      );
      exit(1);
    }, ms).unref();
  };
  for (const signal of options.signals) process.once(signal, arm);
  return remove;
}
