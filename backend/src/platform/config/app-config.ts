import { resolve } from 'node:path';

/** Validated runtime configuration (DESIGN.md §3). Built once at boot; a bad value stops the start. */
export interface AppConfig {
  readonly profile: 'embedded' | 'distributed';
  readonly nodeEnv: string;
  readonly dataDir: string;
  readonly port: number;
  readonly host: string;
  /** Key the SPA sends as `X-API-Key`; public by nature, it identifies the client, not the user. */
  readonly publicApiKey: string;
  /** HS256 secret; when unset it is generated into DATA_DIR on first start. */
  readonly jwtSecret: string | undefined;
  /** Directory of the built SPA served on the same port. */
  readonly spaDir: string;
  readonly distributed?: { readonly kurrentDbUrl: string; readonly mongoUrl: string; readonly kafkaBrokers: string[] };
}

export const APP_CONFIG = Symbol('APP_CONFIG');

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
  }
}

export const DEFAULT_PUBLIC_API_KEY = 'insolvenz-public-client';

export function loadConfig(env: NodeJS.ProcessEnv, defaults: { spaDir: string }): AppConfig {
  const problems: string[] = [];
  const value = (name: string) => {
    const raw = env[name]?.trim();
    return raw === undefined || raw === '' ? undefined : raw;
  };

  const profile = value('PROFILE') ?? 'embedded';
  if (profile !== 'embedded' && profile !== 'distributed') {
    problems.push(`PROFILE must be "embedded" or "distributed", got "${profile}"`);
  }

  const portRaw = value('PORT') ?? '3000';
  const port = Number(portRaw);
  if (!/^\d+$/.test(portRaw) || port < 0 || port > 65535)
    problems.push(`PORT must be a port number (0-65535), got "${portRaw}"`);

  const jwtSecret = value('JWT_SECRET');
  if (jwtSecret !== undefined && Buffer.byteLength(jwtSecret) < 32) {
    problems.push('JWT_SECRET must have at least 32 bytes (256 bits); leave it unset to generate one into DATA_DIR');
  }

  const publicApiKey = value('PUBLIC_API_KEY') ?? DEFAULT_PUBLIC_API_KEY;
  if (publicApiKey.length < 8) problems.push('PUBLIC_API_KEY must have at least 8 characters');

  let distributed: AppConfig['distributed'];
  if (profile === 'distributed') {
    const kurrentDbUrl = value('KURRENTDB_URL');
    const mongoUrl = value('MONGO_URL');
    const brokers = value('KAFKA_BROKERS');
    if (!kurrentDbUrl) problems.push('KURRENTDB_URL is required for PROFILE=distributed');
    if (!mongoUrl) problems.push('MONGO_URL is required for PROFILE=distributed');
    if (!brokers) problems.push('KAFKA_BROKERS is required for PROFILE=distributed');
    if (kurrentDbUrl && mongoUrl && brokers) {
      distributed = { kurrentDbUrl, mongoUrl, kafkaBrokers: brokers.split(',').map((b) => b.trim()) };
    }
  }

  if (problems.length > 0) throw new ConfigError(problems);
  return {
    profile: profile as AppConfig['profile'],
    nodeEnv: value('NODE_ENV') ?? 'development',
    dataDir: resolve(value('DATA_DIR') ?? './data'),
    port,
    host: value('HOST') ?? '0.0.0.0',
    publicApiKey,
    jwtSecret,
    spaDir: resolve(value('SPA_DIR') ?? defaults.spaDir),
    distributed,
  };
}
