import { argon2, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * argon2id with the OWASP parameters of docs/DESIGN.md §10 (m = 19 MiB, t = 2, p = 1), stored as a PHC string
 * (`$argon2id$v=19$m=19456,t=2,p=1$salt$hash`, unpadded base64) so the cost travels with every hash and can be
 * raised later without breaking old hashes. Uses Node's built-in argon2 (libargon2 reference implementation).
 */
export const ARGON2_PARAMS = { memory: 19456, passes: 2, parallelism: 1, tagLength: 32 } as const;

interface Phc {
  readonly memory: number;
  readonly passes: number;
  readonly parallelism: number;
  readonly salt: Buffer;
  readonly hash: Buffer;
}

function derive(password: string, salt: Buffer, p: Omit<Phc, 'salt' | 'hash'>, tagLength: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    argon2(
      'argon2id',
      { message: password, nonce: salt, memory: p.memory, passes: p.passes, parallelism: p.parallelism, tagLength },
      (error, key) => (error ? reject(error) : resolve(key)),
    ),
  );
}

const b64 = (buffer: Buffer) => buffer.toString('base64').replace(/=+$/, '');

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await derive(password, salt, ARGON2_PARAMS, ARGON2_PARAMS.tagLength);
  const { memory, passes, parallelism } = ARGON2_PARAMS;
  return `$argon2id$v=19$m=${memory},t=${passes},p=${parallelism}$${b64(salt)}$${b64(hash)}`;
}

export function parsePhc(encoded: string): Phc | null {
  const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/.exec(encoded);
  if (!match) return null;
  return {
    memory: Number(match[1]),
    passes: Number(match[2]),
    parallelism: Number(match[3]),
    salt: Buffer.from(match[4]!, 'base64'),
    hash: Buffer.from(match[5]!, 'base64'),
  };
}

export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  const phc = parsePhc(encoded);
  if (!phc) return false;
  const candidate = await derive(password, phc.salt, phc, phc.hash.length);
  return timingSafeEqual(candidate, phc.hash);
}

/** A hash of a random password: login verifies against it when the e-mail is unknown, so timing reveals nothing. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
}
