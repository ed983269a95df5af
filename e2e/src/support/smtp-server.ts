import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface TestSmtpServer {
  readonly url: string;
  readonly received: { to: string[]; mail: ParsedMail }[];
  /** Mails whose DATA the server took but never answered (see `holdData`). */
  readonly held: { to: string[]; mail: ParsedMail }[];
  /**
   * Mails to a recipient matching this are held: the server reads their DATA and never answers it, as a stalled
   * server would (the client waits until it gives up or dies). Null: every mail is answered.
   */
  holdData: ((to: readonly string[]) => boolean) | null;
  close(): Promise<void>;
}

/** A real SMTP server on a loopback port, keeping every parsed mail with its recipients. */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  const state: TestSmtpServer = {
    url: '',
    received: [],
    held: [],
    holdData: null,
    close: async () => undefined,
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData: (stream, session, callback) => {
      const to = session.envelope.rcptTo.map((r) => r.address);
      simpleParser(stream)
        .then((mail) => {
          if (state.holdData?.(to)) {
            state.held.push({ to, mail });
            return;
          }
          state.received.push({ to, mail });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return Object.assign(state, {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  });
}
