import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { parse } from 'yaml';
import { ConfigError, loadConfig } from '@insolvenz/backend/platform/config/app-config.js';
import { repoRoot } from '../support/app-process.js';

/**
 * docker-compose.yml kept true (issue #18) without a Docker engine: what `docker compose up` would start is read
 * from the file, and checked against the code. Every variable an app service sets must be one the config loader
 * reads (a Proxy records the keys `loadConfig` reads, with the compose values), the loader must accept the
 * values, and every command must name a file the build produces and, for workers, a worker the entry point knows.
 */

interface ComposeService {
  readonly image?: string;
  readonly build?: unknown;
  readonly command?: string[];
  readonly environment?: Record<string, string>;
  readonly healthcheck?: { readonly test?: string[]; readonly disable?: boolean };
}

const APP_IMAGE = 'insolvenzmonitor:local';
const WORKER_ENTRY = 'backend/dist/workers/main.js';

const compose = parse(readFileSync(join(repoRoot, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
  services: Record<string, ComposeService>;
};
const dockerfile = readFileSync(join(repoRoot, 'Dockerfile'), 'utf8');
const appServices = Object.entries(compose.services).filter(([, service]) => service.image === APP_IMAGE);

/** `${VAR:-default}` / `${VAR-default}` as compose substitutes them with VAR unset; a bare `${VAR}` becomes ''. */
function substituted(value: unknown): string {
  return String(value).replace(/\$\{(\w+)(?::?-([^}]*))?\}/g, (_, _name: string, fallback?: string) => fallback ?? '');
}

/** The image's `ENV a=b c=d` lines (the runtime stage's), which every container starts with. */
function imageEnvironment(): Record<string, string> {
  const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
  const env: Record<string, string> = {};
  for (const [, line] of runtime.matchAll(/^ENV (.+)$/gm)) {
    for (const [, key, value] of line.matchAll(/(\w+)=(\S+)/g)) env[key] = value;
  }
  return env;
}

/** The image's CMD (exec form), what a service without `command` runs. */
function imageCommand(): string[] {
  const cmd = /^CMD (\[.*\])$/m.exec(dockerfile)?.[1];
  if (!cmd) throw new Error('the Dockerfile has no CMD in exec form');
  return JSON.parse(cmd) as string[];
}

/** The worker names `backend/src/workers/run-worker.ts` exports (`export const WORKERS = { name: summary, … }`). */
function workerNames(): string[] {
  const file = join(repoRoot, 'backend/src/workers/run-worker.ts');
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    if (!statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (!ts.isIdentifier(declaration.name) || declaration.name.text !== 'WORKERS' || !declaration.initializer)
        continue;
      let value: ts.Expression = declaration.initializer;
      while (ts.isAsExpression(value) || ts.isSatisfiesExpression(value) || ts.isParenthesizedExpression(value))
        value = value.expression;
      if (ts.isObjectLiteralExpression(value)) {
        return value.properties.flatMap((p) =>
          p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) ? [p.name.text] : [],
        );
      }
      if (ts.isArrayLiteralExpression(value)) {
        return value.elements.flatMap((e) => (ts.isStringLiteralLike(e) ? [e.text] : []));
      }
    }
  }
  throw new Error('backend/src/workers/run-worker.ts exports no WORKERS object or array of worker names');
}

/** Runs the config loader on `env` and returns the keys it read. */
function keysReadByLoader(env: Record<string, string>): Set<string> {
  const read = new Set<string>();
  const recording = new Proxy(env, {
    get(target, key, receiver) {
      if (typeof key === 'string') read.add(key);
      return Reflect.get(target, key, receiver) as unknown;
    },
    has(target, key) {
      if (typeof key === 'string') read.add(key);
      return Reflect.has(target, key);
    },
  });
  loadConfig(recording, { spaDir: '.' });
  return read;
}

describe('docker-compose.yml', () => {
  it('runs the API and the four workers of the distributed profile from the app image', () => {
    const commands = Object.fromEntries(
      appServices.map(([name, s]) => [name, (s.command ?? imageCommand()).join(' ')]),
    );
    expect(commands).toEqual({
      api: imageCommand().join(' '),
      projections: `node ${WORKER_ENTRY} projections`,
      feed: `node ${WORKER_ENTRY} feed`,
      alerts: `node ${WORKER_ENTRY} alerts`,
      scheduler: `node ${WORKER_ENTRY} scheduler`,
    });
    expect(Object.keys(compose.services)).toEqual(expect.arrayContaining(['kurrentdb', 'mongo', 'kafka', 'mailpit']));
  });

  describe.each(appServices)('service %s', (name, service) => {
    const environment = Object.fromEntries(
      Object.entries(service.environment ?? {}).map(([key, value]) => [key, substituted(value)]),
    );

    it('sets PROFILE=distributed and only variables the config loader reads', () => {
      expect(environment.PROFILE).toBe('distributed');
      const read = keysReadByLoader({ ...imageEnvironment(), ...environment });
      const unread = Object.keys(environment).filter((key) => !read.has(key));
      expect({ service: name, variablesTheLoaderNeverReads: unread }).toEqual({
        service: name,
        variablesTheLoaderNeverReads: [],
      });
    });

    it('has a configuration the loader accepts', () => {
      let problems: string[] = [];
      try {
        loadConfig({ ...imageEnvironment(), ...environment }, { spaDir: '.' });
      } catch (error) {
        if (!(error instanceof ConfigError)) throw error;
        problems = error.problems;
      }
      expect({ service: name, problems }).toEqual({ service: name, problems: [] });
    });

    it('runs a file the build produces (and the Dockerfile copies) with a worker name the entry point knows', () => {
      const command = service.command ?? imageCommand();
      expect(command[0]).toBe('node');
      const script = command.find((arg) => arg.endsWith('.js'));
      expect(script).toMatch(/^(backend|projections)\/dist\//);
      const distDir = script!.split('/').slice(0, 2).join('/');
      expect(dockerfile).toContain(`/app/${distDir} ./${distDir}`);
      // Built by npm run build:server, and from a source that still exists (not a stale leftover in dist).
      expect(existsSync(join(repoRoot, script!))).toBe(true);
      expect(existsSync(join(repoRoot, script!.replace('/dist/', '/src/').replace(/\.js$/, '.ts')))).toBe(true);
      if (script === WORKER_ENTRY) {
        const worker = command[command.indexOf(script) + 1];
        expect({ worker, known: workerNames().includes(worker) }).toEqual({ worker, known: true });
      }
    });

    if (service.command?.includes(WORKER_ENTRY)) {
      it('serves /health on HEALTH_PORT and checks it through node (the image has no curl)', () => {
        expect(environment.HEALTH_PORT).toMatch(/^\d+$/);
        const test = service.healthcheck?.test ?? [];
        expect(test.slice(0, 3)).toEqual(['CMD', 'node', '-e']);
        expect(test[3]).toContain("'http://127.0.0.1:' + process.env.HEALTH_PORT + '/health'");
      });
    }
  });
});
