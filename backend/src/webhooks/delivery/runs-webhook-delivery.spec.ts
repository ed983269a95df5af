import { runsWebhookDelivery } from './runs-webhook-delivery.js';

describe('where webhooks are delivered', () => {
  it('in the embedded API, and on the distributed profile in the scheduler worker only', () => {
    expect(runsWebhookDelivery({ profile: 'embedded', role: 'api' })).toBe(true);
    expect(runsWebhookDelivery({ profile: 'distributed', role: 'api' })).toBe(false);
    expect(runsWebhookDelivery({ profile: 'distributed', role: 'scheduler' })).toBe(true);
    for (const role of ['projections', 'feed', 'alerts'] as const)
      expect(runsWebhookDelivery({ profile: 'distributed', role })).toBe(false);
  });
});
