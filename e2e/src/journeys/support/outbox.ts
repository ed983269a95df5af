import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';

/**
 * The path and query of the newest confirmation link mailed to `address` (the journey app has no SMTP_URL, so
 * every mail is an .eml file in DATA_DIR/outbox), waiting briefly for the mail to be written.
 */
export function confirmationLinkFor(dataDir: string, address: string, timeoutMs = 30_000): Promise<string> {
  return linkFor(dataDir, address, '/email-bestaetigen', timeoutMs);
}

/** The path and query of the newest "Passwort vergessen" link mailed to `address`, as `confirmationLinkFor`. */
export function passwordResetLinkFor(dataDir: string, address: string, timeoutMs = 30_000): Promise<string> {
  return linkFor(dataDir, address, '/passwort-zuruecksetzen', timeoutMs);
}

async function linkFor(dataDir: string, address: string, path: string, timeoutMs: number): Promise<string> {
  const dir = join(dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = (await readdir(dir).catch(() => [])).filter((file) => file.endsWith('.eml')).sort();
    for (const file of files.reverse()) {
      const mail = await simpleParser(await readFile(join(dir, file)));
      const to = [mail.to ?? []].flat().flatMap((group) => group.value.map((a) => a.address?.toLowerCase()));
      const link = new RegExp(`https?://[^/\\s]+(${path}\\?token=[\\w.~-]+)`).exec(mail.text ?? '');
      if (to.includes(address.toLowerCase()) && link) return link[1]!;
    }
    if (Date.now() > deadline) throw new Error(`no link to ${path} was mailed to ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
