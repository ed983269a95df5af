import { open, readdir, readFile, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';

export interface OutboxErasure {
  /** Mails written before this moment go (the outbox's retention, `OUTBOX_RETENTION_DAYS`). */
  readonly before?: Date;
  /** Mails whose subject or text (decoded) this says yes to go too: they name erased data. */
  readonly mentions?: (text: string) => boolean;
}

/** `<UTC time>-<Message-ID>.eml` as the outbox names its files: the time it was written (app clock). */
const WRITTEN = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(\d{3})Z-.*\.eml$/;

export function writtenAt(fileName: string): Date | null {
  const m = WRITTEN.exec(fileName);
  return m ? new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!, +m[7]!)) : null;
}

/**
 * Erases mails of the outbox (DATA_DIR/outbox, the mailbox of an installation without SMTP): each file is
 * overwritten with zeros before it is removed, so its blocks do not keep the text. Answers how many it erased.
 * Mails are decoded (quoted-printable, base64) before `mentions` sees them.
 */
export async function eraseFromOutbox(dir: string, erasure: OutboxErasure): Promise<number> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  let erased = 0;
  for (const name of names.filter((n) => n.endsWith('.eml'))) {
    const file = join(dir, name);
    const written = writtenAt(name);
    let due = erasure.before !== undefined && written !== null && written < erasure.before;
    if (!due && erasure.mentions) {
      const raw = await readFile(file).catch(() => null); // erased meanwhile by another run
      if (!raw) continue;
      // Loaded on first use: only an erasure that looks into the outbox's mails needs the parser.
      const { simpleParser } = await import('mailparser');
      const mail = await simpleParser(raw);
      due = erasure.mentions([mail.subject ?? '', mail.text ?? '', mail.html || ''].join('\n'));
    }
    if (due && (await shred(file))) erased++;
  }
  return erased;
}

/** Overwrites the file with zeros, syncs, removes it; false when it was gone already. */
async function shred(file: string): Promise<boolean> {
  try {
    const { size } = await stat(file);
    const handle = await open(file, 'r+');
    try {
      await handle.write(Buffer.alloc(size), 0, size, 0);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await unlink(file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}
