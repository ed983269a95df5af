import { Webhook } from 'standardwebhooks';
import { newWebhookSecret, secretHint, signWebhook } from './webhook-signature.js';

describe('webhook signatures (Standard Webhooks)', () => {
  const body = JSON.stringify({ type: 'webhook.test', data: {} });

  it('makes whsec_ secrets of 32 random bytes and shows their last 4 characters as hint', () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(secret.slice('whsec_'.length), 'base64')).toHaveLength(32);
    expect(newWebhookSecret()).not.toBe(secret);
    expect(secretHint(secret)).toBe(secret.slice(-4));
  });

  it("signs so that the specification library's verifier accepts the message", () => {
    const secret = newWebhookSecret();
    const headers = signWebhook('msg_1', new Date(), body, [secret]);
    expect(headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    expect(new Webhook(secret).verify(body, { ...headers })).toEqual(JSON.parse(body));
    expect(() => new Webhook(newWebhookSecret()).verify(body, { ...headers })).toThrow();
    expect(() => new Webhook(secret).verify(`${body} `, { ...headers })).toThrow();
  });

  it('sends both signatures after a rotation: receivers with the old or the new secret both verify', () => {
    const previous = newWebhookSecret();
    const current = newWebhookSecret();
    const headers = signWebhook('msg_2', new Date(), body, [current, previous]);
    expect(headers['webhook-signature'].split(' ')).toHaveLength(2);
    expect(new Webhook(current).verify(body, { ...headers })).toBeTruthy();
    expect(new Webhook(previous).verify(body, { ...headers })).toBeTruthy();
    expect(() => new Webhook(newWebhookSecret()).verify(body, { ...headers })).toThrow();
  });
});
