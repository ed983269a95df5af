import { randomBytes } from 'node:crypto';
import { SecretSealer } from '../secret-sealer.js';
import type { WebhookSecretVault } from '../webhook-secret-vault.port.js';

const at = new Date('2026-11-28T09:00:00.000Z');
const later = (ms: number) => new Date(at.getTime() + ms);
const day = 24 * 60 * 60 * 1000;

/** A vault over a fresh store, and what an adapter's test needs to see under it. */
export interface VaultHarness {
  readonly vault: WebhookSecretVault;
  /** Every byte the store holds for the vault, as text (what a backup or a dump would show). */
  stored(): Promise<string>;
  /** Writes an endpoint's secrets as the vault stored them before sealing existed (plain text). */
  putPlain(endpointId: string, current: string, previous?: { secret: string; validUntil: Date }): Promise<void>;
}

/** The behaviour every `WebhookSecretVault` adapter has (run by the SQLite and the MongoDB spec). */
export function webhookSecretVaultContract(open: (sealer: SecretSealer) => Promise<VaultHarness>): void {
  const sealer = new SecretSealer(randomBytes(32));
  let harness: VaultHarness;
  let vault: WebhookSecretVault;
  beforeEach(async () => {
    harness = await open(sealer);
    vault = harness.vault;
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

  it('stores no secret readably: neither the current nor the previous one after a rotation', async () => {
    const first = `whsec_${randomBytes(24).toString('base64')}`;
    const second = `whsec_${randomBytes(24).toString('base64')}`;
    await vault.put('ep-1', first);
    await vault.rotate('ep-1', second, later(day));
    expect(await vault.secretsOf('ep-1', at)).toEqual([second, first]);
    const stored = await harness.stored();
    expect(stored).toContain('ep-1');
    for (const secret of [first, second]) {
      expect(stored).not.toContain(secret);
      expect(stored).not.toContain(secret.slice('whsec_'.length));
    }
  });

  it('reads secrets stored plain before sealing, seals them on reading, and seals them on rotation', async () => {
    const plain = `whsec_${randomBytes(24).toString('base64')}`;
    const old = `whsec_${randomBytes(24).toString('base64')}`;
    const rotated = `whsec_${randomBytes(24).toString('base64')}`;
    await harness.putPlain('ep-read', plain, { secret: old, validUntil: later(day) });
    await harness.putPlain('ep-rotate', rotated);
    expect(await harness.stored()).toContain(plain);
    expect(await vault.secretsOf('ep-read', at)).toEqual([plain, old]);
    await vault.rotate('ep-rotate', 'whsec_new', later(day));
    expect(await vault.secretsOf('ep-rotate', at)).toEqual(['whsec_new', rotated]);
    const stored = await harness.stored();
    for (const secret of [plain, old, rotated]) expect(stored).not.toContain(secret);
    expect(await vault.secretsOf('ep-read', at)).toEqual([plain, old]);
  });

  it("does not open a secret under another endpoint's id or with another key", async () => {
    const sealed = sealer.seal('ep-1', 'whsec_one');
    expect(sealer.open('ep-1', sealed)).toBe('whsec_one');
    expect(() => sealer.open('ep-2', sealed)).toThrow();
    expect(() => new SecretSealer(randomBytes(32)).open('ep-1', sealed)).toThrow();
  });
}
