// Jest environment: jsdom plus the WHATWG fetch family from Node (jsdom has no fetch, Request or Response).
// Blob comes from Node with FormData (Node's FormData only takes its own Blobs). AbortController/AbortSignal are
// replaced too: Node's Request only accepts its own AbortSignal, and RTK Query passes a signal into every Request
// it builds.
import { createRequire } from 'node:module';
import jsdomEnvironment from 'jest-environment-jsdom';

const JSDOMEnvironment = jsdomEnvironment.TestEnvironment ?? jsdomEnvironment.default ?? jsdomEnvironment;
// jsdom's wrapper/implementation bridge, from the jsdom that jest-environment-jsdom itself loads.
const requireFromJestJsdom = createRequire(createRequire(import.meta.url).resolve('jest-environment-jsdom'));
const { implForWrapper } = requireFromJestJsdom('jsdom/lib/jsdom/living/generated/utils.js');

const copiedIfMissing = ['TextEncoder', 'TextDecoder', 'ReadableStream', 'WritableStream', 'TransformStream'];
const alwaysFromNode = ['Headers', 'Response', 'Blob', 'AbortController', 'AbortSignal', 'structuredClone'];

/**
 * Node's FormData (so fetch bodies and `request.formData()` work) that can also be built from a jsdom form, as
 * `new FormData(form, submitter)` can in a browser: jsdom reads the form's controls, and its entries are copied
 * over, a chosen file as a Node File with the same bytes. React 19 does this on submit when the handler starts a
 * transition (a router navigation), to give the form's pending state its data.
 */
function formDataClass(JsdomFormData) {
  const NodeFormData = globalThis.FormData;
  const NodeFile = globalThis.File;
  const asNodeFile = (file) =>
    new NodeFile([implForWrapper(file)._buffer], file.name, { type: file.type, lastModified: file.lastModified });
  return class FormData extends NodeFormData {
    constructor(form, submitter) {
      super();
      if (form === undefined) return;
      for (const [name, value] of new JsdomFormData(form, submitter ?? null)) {
        this.append(name, typeof value === 'string' ? value : asNodeFile(value));
      }
    }
  };
}

export default class JsdomFetchEnvironment extends JSDOMEnvironment {
  constructor(config, context) {
    super(config, context);
    const win = this.global;
    for (const name of copiedIfMissing) {
      if (typeof win[name] === 'undefined') win[name] = globalThis[name];
    }
    win.FormData = formDataClass(win.FormData);
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
