// Jest environment: jsdom plus the WHATWG fetch family from Node (jsdom has no fetch, Request or Response).
// Blob comes from Node with FormData (Node's FormData only takes its own Blobs). AbortController/AbortSignal are replaced too: Node's Request only accepts its own AbortSignal, and RTK Query
// passes a signal into every Request it builds.
import jsdomEnvironment from 'jest-environment-jsdom';

const JSDOMEnvironment = jsdomEnvironment.TestEnvironment ?? jsdomEnvironment.default ?? jsdomEnvironment;

const copiedIfMissing = ['TextEncoder', 'TextDecoder', 'ReadableStream', 'WritableStream', 'TransformStream'];
const alwaysFromNode = ['Headers', 'Response', 'FormData', 'Blob', 'AbortController', 'AbortSignal', 'structuredClone'];

export default class JsdomFetchEnvironment extends JSDOMEnvironment {
  constructor(config, context) {
    super(config, context);
    const win = this.global;
    for (const name of copiedIfMissing) {
      if (typeof win[name] === 'undefined') win[name] = globalThis[name];
    }
    for (const name of alwaysFromNode) win[name] = globalThis[name];

    // Browsers resolve relative URLs ('/api/health') against the page; Node has no page, so do it here.
    const absolute = (input) =>
      typeof input === 'string' || input instanceof URL ? new URL(String(input), win.location.href).href : input;
    const NodeRequest = globalThis.Request;
    win.Request = class Request extends NodeRequest {
      constructor(input, init) {
        super(absolute(input), init);
      }
    };
    // Tests install a fake fetch (src/test/fake-server.ts); until then nothing may reach the real network.
    win.fetch = (input) =>
      Promise.reject(new TypeError(`Unerwarteter Netzwerkaufruf im Test: ${String(input?.url ?? input)}`));
  }
}
