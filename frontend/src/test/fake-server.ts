/**
 * Network mocking at the HTTP layer: replaces globalThis.fetch with a router that answers by method and path
 * with real Response objects, so RTK Query runs unchanged. Unhandled requests fail loudly with 501.
 */

export type FakeHandler = (request: Request, context: FakeRequestContext) => Response | Promise<Response>;

export interface FakeRequestContext {
  url: URL;
  params: Record<string, string>;
}

interface FakeRoute {
  method: string;
  segments: string[];
  handler: FakeHandler;
}

export interface FakeServer {
  /** Answer `method path` (path may hold `:param` segments); later registrations win. */
  on(method: string, path: string, handler: FakeHandler): FakeServer;
  /** Every request seen, in order. */
  readonly requests: Request[];
  /** Requests no route answered. */
  readonly unhandled: string[];
}

export function jsonResponse(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set('Content-Type', 'application/json');
  return new Response(JSON.stringify(body), { status: 200, ...init, headers });
}

/** A response that never arrives (for loading states). */
export function pendingResponse(): Promise<Response> {
  return new Promise<Response>(() => undefined);
}

const split = (path: string) => path.split('/').filter(Boolean);

function match(route: FakeRoute, method: string, segments: string[]): Record<string, string> | null {
  if (route.method !== method || route.segments.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [i, expected] of route.segments.entries()) {
    if (expected.startsWith(':')) params[expected.slice(1)] = decodeURIComponent(segments[i]);
    else if (expected !== segments[i]) return null;
  }
  return params;
}

export function installFakeServer(): FakeServer {
  const routes: FakeRoute[] = [];
  const requests: Request[] = [];
  const unhandled: string[] = [];

  const fakeFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    requests.push(request);
    const url = new URL(request.url);
    const segments = split(url.pathname);
    for (const route of [...routes].reverse()) {
      const params = match(route, request.method, segments);
      if (params) return route.handler(request, { url, params });
    }
    unhandled.push(`${request.method} ${url.pathname}`);
    return jsonResponse({ error: `Kein Fake für ${request.method} ${url.pathname}` }, { status: 501 });
  };
  globalThis.fetch = fakeFetch as typeof fetch;

  const server: FakeServer = {
    on(method, path, handler) {
      routes.push({ method: method.toUpperCase(), segments: split(path), handler });
      return server;
    },
    requests,
    unhandled,
  };
  return server;
}
