import { randomUUID } from 'node:crypto';
import { readlinkSync } from 'node:fs';
import { hostname } from 'node:os';

/**
 * Lease holders as processes: `<host>~<pid namespace>:<pid>:<random part>`. A pid names a process only inside one
 * pid namespace of one host (containers sharing a host name have namespaces of their own), so a holder is judged
 * by its pid only from the same namespace; where the namespace cannot be read (not Linux), only by the host name
 * and never by pid. The random part tells holders of one process apart (an application started again in it, as
 * tests do) and makes a reused pid a different holder.
 */
const space = pidSpace();
const host = space ?? hostname();

/** Holders of this process whose application has not shut down. */
const living = new Set<string>();

export function newHolder(pid = process.pid): string {
  return `${host}:${pid}:${randomUUID().slice(0, 8)}`;
}

export function holderStarted(holder: string): void {
  living.add(holder);
}

/** The holder's application shut down: from now on its leases are free for others in this process. */
export function holderStopped(holder: string): void {
  living.delete(holder);
}

/**
 * True only when the holder's process is known to have ended (or, in this process, its application shut down);
 * a holder elsewhere, or one whose process may live, is not gone.
 */
export function holderGone(holder: string): boolean {
  if (space === null) return false;
  const parts = holder.split(':');
  if (parts.length < 3 || parts.slice(0, -2).join(':') !== space) return false;
  const pid = Number(parts.at(-2));
  if (!Number.isSafeInteger(pid) || pid <= 0) return false;
  if (pid === process.pid) return !living.has(holder);
  return !processAlive(pid);
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0); // signal 0: only asks whether the process exists
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code !== 'ESRCH';
  }
}

function pidSpace(): string | null {
  try {
    const namespace = /\d+/.exec(readlinkSync('/proc/self/ns/pid'))?.[0];
    return namespace === undefined ? null : `${hostname()}~${namespace}`;
  } catch {
    return null;
  }
}
