// The freshness benchmark's receiving side, on 127.0.0.1: an SMTP server that notes when each mail arrived and
// which cases it lists, and one HTTP server for the webhook endpoints (a path each) that notes when each POST
// arrived and checks its signature with the Standard Webhooks library, as a customer's receiver would.
import { createServer } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { Webhook } from 'standardwebhooks';

/** `{ url, mails: [{ at, to, messageId, subject, caseNumbers }], close() }`. */
export async function startMailSink() {
  const mails = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData: (stream, session, callback) => {
      // Received when the DATA is complete, before parsing: the time the mail server has it.
      let at;
      stream.on('end', () => (at = Date.now()));
      simpleParser(stream)
        .then((mail) => {
          // The digest layout lists every case of a mail once with an `Aktenzeichen:` line (digest-mail.ts).
          const caseNumbers = [...(mail.text ?? '').matchAll(/^ {3}Aktenzeichen: (.+)$/gm)].map((m) => m[1].trim());
          mails.push({
            at: at ?? Date.now(),
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            messageId: mail.messageId,
            subject: mail.subject ?? '',
            caseNumbers,
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${server.server.address().port}`,
    mails,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * `{ urlOf(n), posts: [{ at, endpoint, webhookId, payload, verified }], setSecret(n, secret), close() }`: POSTs to
 * `/hooks/<n>` are answered 204 at once (receivers answer fast and work later) and verified with endpoint n's
 * secret once it is known (a POST before that counts as unverified).
 */
export async function startWebhookReceivers() {
  const posts = [];
  const secrets = new Map();
  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const at = Date.now();
      const endpoint = Number(/^\/hooks\/(\d+)$/.exec(req.url ?? '')?.[1] ?? -1);
      const body = Buffer.concat(chunks).toString('utf8');
      let payload;
      let verified = false;
      try {
        const secret = secrets.get(endpoint);
        if (secret) {
          payload = new Webhook(secret).verify(body, req.headers);
          verified = true;
        } else payload = JSON.parse(body);
      } catch {
        payload = safeJson(body);
      }
      posts.push({ at, endpoint, webhookId: req.headers['webhook-id'], payload, verified });
      res.writeHead(204).end();
    });
  });
  server.keepAliveTimeout = 5000;
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${server.address().port}`;
  return {
    urlOf: (n) => `${base}/hooks/${n}`,
    posts,
    setSecret: (n, secret) => secrets.set(n, secret),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function safeJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
