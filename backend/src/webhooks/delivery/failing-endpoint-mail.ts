import type { MailMessage } from '../../platform/mail/mailer.port.js';

/** The German mail to an endpoint's owner when it was disabled after 3 days of failed deliveries. */
export function failingEndpointMail(input: {
  readonly to: { readonly name: string; readonly address: string };
  readonly endpointId: string;
  /** When the failing began: one mail per failing period, however often a crash repeats the disabling. */
  readonly failingSince: Date;
  readonly url: string;
  readonly appUrl: string;
}): MailMessage {
  const link = `${input.appUrl.replace(/\/+$/, '')}/profile#webhooks`;
  const text = [
    `Guten Tag ${input.to.name},`,
    '',
    `Ihr Webhook ${input.url} hat seit drei Tagen keine Zustellung mehr angenommen (Zeitüberschreitung, Netzwerkfehler oder eine Antwort außerhalb 2xx).`,
    'Wir haben ihn deshalb ausgeschaltet; neue Treffer werden an ihn nicht mehr gesendet.',
    '',
    `Sobald Ihr Empfänger wieder erreichbar ist, schalten Sie den Webhook unter ${link} wieder ein und senden Sie dort ein Testereignis.`,
    '',
    'Ihr Insolvenzmonitor',
  ].join('\n');
  const escape = (value: string) =>
    value.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
  const html = text
    .split('\n\n')
    .map((paragraph) => `<p>${escape(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
  return {
    to: input.to,
    subject: 'Ihr Webhook wurde ausgeschaltet',
    text,
    html,
    kind: 'webhook-disabled',
    // One mail per failing period: the endpoint may fail and be disabled again after the owner switched it on.
    deliveryKey: `webhook-disabled-${input.endpointId}-${input.failingSince.getTime()}`,
  };
}
