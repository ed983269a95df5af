import { Webhook } from 'standardwebhooks';
import { startWebhookReceiver, type WebhookReceiver } from '../freshness/support/webhook-receiver.js';
import { a11yViolations, PHONE } from './support/browser.js';
import { PRO } from './support/journey-app.js';
import { useJourneys } from './support/journey-fixture.js';
import { expectToast, logIn, waitForContent } from './support/journey-steps.js';

/**
 * Webhooks on /profile (issue #30), on a desktop and on a phone: a Pro user registers an endpoint (a receiver on
 * 127.0.0.1, which WEBHOOKS_ALLOW_LOOPBACK lets the app call), copies the secret shown once, sends a test event
 * that arrives signed per Standard Webhooks (checked with the specification's library and that secret), reads the
 * delivery log, rotates the secret and deletes the endpoint.
 */
describe('journey: webhooks', () => {
  const journeys = useJourneys({ env: { WEBHOOKS_ALLOW_LOOPBACK: 'true' } });
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    await receiver?.close();
  });

  for (const [name, viewport] of [
    ['desktop', undefined],
    ['phone', PHONE],
  ] as const) {
    it(`lets a Pro user set up, test and delete a signed webhook (${name})`, async () => {
      const journey = await journeys.open({ journey: `webhooks-${name}`, viewport });
      const { page } = journey;
      const url = `${receiver.url}/${name}`;
      await logIn(page, PRO);
      await page.goto('/profile');
      const section = page.getByRole('region', { name: 'Webhooks' });
      await section.waitFor();
      await waitForContent(page);

      // A wrong address is refused in German before anything is sent.
      const form = section.getByRole('form', { name: 'Neuer Webhook' });
      await form.getByLabel('Adresse (HTTPS)').fill('erp.example.com/hooks');
      await form.getByRole('button', { name: 'Webhook einrichten' }).click();
      await form
        .getByText('Bitte geben Sie eine vollständige Adresse an, z. B. https://example.com/webhooks.')
        .waitFor();

      await form.getByLabel('Adresse (HTTPS)').fill(url);
      await form.getByLabel('Beschreibung (optional)').fill(`Journey ${name}`);
      await form.getByRole('button', { name: 'Webhook einrichten' }).click();
      await expectToast(page, 'Webhook eingerichtet');
      const secretField = section.getByLabel('Signatur-Geheimnis');
      await secretField.waitFor();
      const secret = await secretField.inputValue();
      expect(secret).toMatch(/^whsec_/);
      expect(await a11yViolations(page)).toEqual([]);
      await journey.screenshot('secret-shown');
      await section.getByRole('button', { name: 'Fertig' }).click();
      await secretField.waitFor({ state: 'detached' });

      // The test event arrives signed with that secret; the delivery log says so.
      const card = section.getByRole('article', { name: `Webhook ${url}` });
      const before = receiver.received.length;
      await card.getByRole('button', { name: 'Testereignis senden' }).click();
      await expectToast(page, /^Testereignis zugestellt \(HTTP 204\)\.$/);
      const post = receiver.received.slice(before).find((p) => p.body.includes('"webhook.test"'));
      expect(post).toBeDefined();
      const payload = new Webhook(secret).verify(post!.body, post!.headers as Record<string, string>) as {
        type: string;
      };
      expect(payload.type).toBe('webhook.test');
      const log = card.getByRole('table', { name: 'Zustellprotokoll' });
      await log.getByRole('row').filter({ hasText: 'Test' }).filter({ hasText: 'zugestellt' }).first().waitFor();
      await journey.screenshot('test-delivered');

      // A rotated secret is shown once more; the card keeps its place.
      await card.getByRole('button', { name: 'Geheimnis erneuern' }).click();
      await secretField.waitFor();
      expect(await secretField.inputValue()).not.toBe(secret);
      await section.getByRole('button', { name: 'Fertig' }).click();

      // Delete after the confirmation: nothing is sent there any more.
      await card.getByRole('button', { name: 'Löschen' }).click();
      const confirm = page.getByRole('dialog', { name: 'Webhook löschen?' });
      await confirm.getByRole('button', { name: 'Löschen' }).click();
      await expectToast(page, 'Webhook gelöscht');
      await card.waitFor({ state: 'detached' });
      await journey.screenshot('deleted');
    }, 120_000);
  }
});
