import type { WebhookSecretVault } from '../webhook-secret-vault.port.js';

const at = new Date('2026-11-28T09:00:00.000Z');
const later = (ms: number) => new Date(at.getTime() + ms);
const day = 24 * 60 * 60 * 1000;

/** The behaviour every `WebhookSecretVault` adapter has (run by the SQLite and the MongoDB spec). */
export function webhookSecretVaultContract(open: () => Promise<WebhookSecretVault>): void {
  let vault: WebhookSecretVault;
  beforeEach(async () => {
    vault = await open();
  });

  it("keeps an endpoint's secret, and after a rotation both secrets until the grace period ends", async () => {
    await vault.put('ep-1', 'whsec_one');
    await vault.put('ep-2', 'whsec_other');
    expect(await vault.secretsOf('ep-1', at)).toEqual(['whsec_one']);
    await vault.rotate('ep-1', 'whsec_two', later(day));
    expect(await vault.secretsOf('ep-1', later(day - 1))).toEqual(['whsec_two', 'whsec_one']);
    expect(await vault.secretsOf('ep-1', later(day))).toEqual(['whsec_two']);
    await vault.rotate('ep-1', 'whsec_three', later(2 * day));
    expect(await vault.secretsOf('ep-1', later(day))).toEqual(['whsec_three', 'whsec_two']);
    expect(await vault.secretsOf('ep-2', at)).toEqual(['whsec_other']);
  });

  it('forgets the secrets of a removed endpoint and knows none of an unknown one', async () => {
    await vault.put('ep-1', 'whsec_one');
    await vault.remove('ep-1');
    expect(await vault.secretsOf('ep-1', at)).toEqual([]);
    await vault.rotate('unknown', 'whsec_x', later(day));
    expect(await vault.secretsOf('unknown', at)).toEqual([]);
  });
}
