import {
  IncomingMessage,
  ServerResponse,
  type IncomingMessage as Request,
  type ServerResponse as Response,
} from 'node:http';
import type { Socket } from 'node:net';
import type { Express } from 'express';

export interface ExpressPrototypes {
  readonly IncomingMessage: typeof IncomingMessage;
  readonly ServerResponse: typeof ServerResponse;
}

/**
 * Request and response classes for `http.createServer` whose instances are born with Express's prototypes
 * (`app.request`, `app.response`). Express gives every request and response its own prototypes on arrival
 * (`Object.setPrototypeOf` in `app.handle`), which moves both objects to new hidden classes each time: 3–4 µs of
 * a request's 60–80 µs of CPU on the event loop, and property look-ups through the pipeline then meet objects
 * whose shape changed under them (issue #33). With these classes that call finds the prototype already in place
 * and does nothing; Node's own initialisation of the objects is unchanged (its constructors are called as they
 * are), and `instanceof IncomingMessage`/`ServerResponse` still holds.
 */
export function expressPrototypes(app: Express): ExpressPrototypes {
  function ExpressIncomingMessage(this: Request, socket: Socket): void {
    (IncomingMessage as unknown as (this: Request, socket: Socket) => void).call(this, socket);
  }
  ExpressIncomingMessage.prototype = app.request;
  function ExpressServerResponse(this: Response, req: Request, options?: object): void {
    (ServerResponse as unknown as (this: Response, req: Request, options?: object) => void).call(this, req, options);
  }
  ExpressServerResponse.prototype = app.response;
  return {
    IncomingMessage: ExpressIncomingMessage as unknown as typeof IncomingMessage,
    ServerResponse: ExpressServerResponse as unknown as typeof ServerResponse,
  };
}
