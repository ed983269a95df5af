import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One mail as the SMTP server received it: the envelope, the login used, the raw message and its parse. */
export interface ReceivedMail {
  readonly envelope: { readonly from: string; readonly to: readonly string[] };
  /** User name of the SMTP login, or null when the client did not authenticate. */
  readonly user: string | null;
  readonly raw: string;
  readonly parsed: ParsedMail;
}

export interface SmtpTestServer {
  /** `smtp://user:secret@127.0.0.1:<port>`, for SMTP_URL. */
  readonly url: string;
  readonly received: ReceivedMail[];
  /** Resolves with the first received mail matching `predicate` (waiting for it, up to `timeoutMs`). */
  waitFor(predicate?: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/**
 * A real SMTP server on a random loopback port, for tests of anything that sends mail: it accepts every
 * login and recipient (plain text, no STARTTLS), keeps each message and parses it with mailparser.
 */
export async function startSmtpTestServer(): Promise<SmtpTestServer> {
  const received: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username }),
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        simpleParser(raw)
          .then((parsed) => {
            received.push({
              envelope: {
                from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
                to: session.envelope.rcptTo.map((r) => r.address),
              },
              user: typeof session.user === 'string' ? session.user : null,
              raw,
              parsed,
            });
            for (const wake of waiters) wake();
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://tester:secret@127.0.0.1:${port}`,
    received,
    waitFor: (predicate = () => true, timeoutMs = 5_000) => {
      const found = received.find(predicate);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching mail within ${timeoutMs} ms (received ${received.length})`));
        }, timeoutMs);
        const check = () => {
          const match = received.find(predicate);
          if (!match) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(match);
        };
        waiters.add(check);
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
