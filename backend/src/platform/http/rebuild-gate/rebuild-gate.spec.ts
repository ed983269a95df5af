import type { Request, Response } from 'express';
import type { Rebuilding } from '../../projections-host/read-models-rebuild.js';
import { readModelsOfPath } from './read-models-of-path.js';
import { rebuildGate } from './rebuild-gate.js';

/** A gate while `rebuilding` are rebuilt, 40 % done. */
function gateWhile(...rebuilding: string[]) {
  return rebuildGate({
    active: rebuilding.length > 0,
    rebuilding: (names): Rebuilding | null => {
      const behind = rebuilding.filter((name) => names === 'all' || names.includes(name));
      return behind.length > 0 ? { names: behind, share: 0.4 } : null;
    },
  });
}

/** What the gate did with a request to `path`: passed it on, or answered it. */
function ask(gate: ReturnType<typeof rebuildGate>, path: string) {
  const answer = {
    passed: false,
    status: 0,
    headers: {} as Record<string, string>,
    type: '',
    body: undefined as unknown,
  };
  const response = {
    setHeader: (name: string, value: string) => void (answer.headers[name] = value),
    status(code: number) {
      answer.status = code;
      return this;
    },
    type(type: string) {
      answer.type = type;
      return this;
    },
    json: (body: unknown) => void (answer.body = body),
  };
  void gate({ path } as Request, response as unknown as Response, () => void (answer.passed = true));
  return answer;
}

describe('the rebuild gate', () => {
  it('answers a login 503 in German problem details with Retry-After while the accounts are rebuilt', () => {
    const answer = ask(gateWhile('accounts'), '/api/auth/login');
    expect(answer).toMatchObject({ passed: false, status: 503, headers: { 'Retry-After': '30' } });
    expect(answer.type).toBe('application/problem+json');
    const detail =
      'Dieser Bereich wird nach einer Aktualisierung gerade neu aufgebaut (40 %). Bitte versuchen Sie es in einer ' +
      'Minute erneut.';
    expect(answer.body).toEqual({
      type: 'urn:insolvenzmonitor:problem:read-models-rebuilding',
      title: 'Dienst nicht verfügbar',
      status: 503,
      detail,
      instance: '/api/auth/login',
      message: detail,
      error: detail,
    });
    // Express routes regardless of case, and so does the gate.
    expect(ask(gateWhile('accounts'), '/API/Auth/Login').status).toBe(503);
  });

  it('serves what reads none of the rebuilt read models, the probes and the SPA always', () => {
    const gate = gateWhile('cases');
    for (const path of ['/api/auth/login', '/api/saved-searches', '/api/health/ready', '/', '/assets/index.js']) {
      expect(ask(gate, path).passed).toBe(true);
    }
    for (const path of ['/api/insolvency/search', '/calendar/abc.ics', '/api/admin/dashboard']) {
      expect(ask(gate, path).status).toBe(503);
    }
    expect(ask(gateWhile(), '/api/admin/dashboard').passed).toBe(true);
  });

  it('maps paths by whole segments and sends an API path it does not know to every read model', () => {
    expect(readModelsOfPath('/api/auth')).toEqual(['accounts']);
    expect(readModelsOfPath('/api/auth/api-keys')).toEqual(['accounts']);
    expect(readModelsOfPath('/api/authority')).toBe('all');
    expect(readModelsOfPath('/api/health/live')).toEqual([]);
    expect(readModelsOfPath('/api/somewhere-new')).toBe('all');
    expect(readModelsOfPath('/statistics')).toEqual([]);
  });
});
