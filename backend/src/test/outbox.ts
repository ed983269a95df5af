import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';

/** The mails the app wrote to DATA_DIR/outbox (no SMTP_URL: every mail becomes an .eml file), oldest first. */
export async function outbox(dataDir: string): Promise<ParsedMail[]> {
  const dir = join(dataDir, 'outbox');
  const files = (await readdir(dir).catch(() => [])).filter((file) => file.endsWith('.eml')).sort();
  return Promise.all(files.map(async (file) => simpleParser(await readFile(join(dir, file)))));
}

/** The mails to `address` (any letter case), oldest first. */
export async function mailsTo(dataDir: string, address: string): Promise<ParsedMail[]> {
  const wanted = address.toLowerCase();
  return (await outbox(dataDir)).filter((mail) => recipients(mail).includes(wanted));
}

export function recipients(mail: ParsedMail): string[] {
  const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
  return to.flatMap((group) => group.value.map((address) => (address.address ?? '').toLowerCase()));
}

/**
 * The token of the newest confirmation link mailed to `address`. Files are ordered by their time stamp; under a
 * fixed test clock two mails to one address are in no set order, so read the token before the next one is sent.
 */
export async function confirmationToken(dataDir: string, address: string): Promise<string> {
  const mails = await mailsTo(dataDir, address);
  for (const mail of mails.reverse()) {
    const match = /\/email-bestaetigen\?token=([\w.~-]+)/.exec(mail.text ?? '');
    if (match) return match[1]!;
  }
  throw new Error(`no confirmation link was mailed to ${address}`);
}
