import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export const JWT_SECRET = Symbol('JWT_SECRET');

/**
 * The JWT secret from configuration, or one generated on first start and kept in DATA_DIR (mode 0600), so
 * sessions survive restarts without a secret ever being committed (docs/DESIGN.md §10).
 *
 * Several processes of one DATA_DIR may start at the same moment (`npm run demo -- --profile distributed`): the
 * file appears only whole (written under a name of its own, then hard-linked into place, which fails when another
 * process was first), so nobody reads a file that exists but is not written yet. A process that did read the
 * other's half-written file used an empty stream-name key and refused the event log as another installation's.
 */
export function resolveJwtSecret(configured: string | undefined, file: string): string {
  if (configured) return configured;
  const existing = readSecret(file);
  if (existing !== null) return existing;
  const secret = randomBytes(48).toString('base64url');
  mkdirSync(dirname(file), { recursive: true });
  const draft = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  writeFileSync(draft, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  try {
    linkSync(draft, file);
    return secret;
  } catch (error) {
    // Another process of this DATA_DIR put its secret there first: every process uses that one.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readSecret(file) ?? secret;
  } finally {
    unlinkSync(draft);
  }
}

/** The kept secret, or null when there is none yet; an empty file (left by a crash of an older version) is refused. */
function readSecret(file: string): string | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const secret = text.trim();
  if (secret === '') {
    throw new Error(
      `${file} ist leer: löschen Sie die Datei (ein neuer Schlüssel wird erzeugt) oder setzen Sie den Wert in der ` +
        `Konfiguration. / ${file} is empty.`,
    );
  }
  return secret;
}
