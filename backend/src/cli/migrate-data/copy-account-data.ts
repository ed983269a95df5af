import type { ClaimLetterDrafts } from '../../cases/claim-letter/drafts/claim-letter-drafts.port.js';
import type { SqliteClaimLetterDrafts } from '../../cases/claim-letter/drafts/sqlite/sqlite-claim-letter-drafts.js';
import type { DeadlineSettingsStore } from '../../deadlines/settings/deadline-settings.port.js';
import type { SqliteDeadlineSettings } from '../../deadlines/settings/sqlite/sqlite-deadline-settings.js';
import type { SqliteWebhookSecretVault } from '../../webhooks/vault/sqlite/sqlite-webhook-secret-vault.js';
import type { WebhookSecretVault } from '../../webhooks/vault/webhook-secret-vault.port.js';

export interface AccountDataSources {
  readonly settings: Pick<SqliteDeadlineSettings, 'allSettings'>;
  readonly secrets: Pick<SqliteWebhookSecretVault, 'allSecrets'>;
  readonly drafts: Pick<SqliteClaimLetterDrafts, 'allDrafts'>;
}

export interface AccountDataTargets {
  readonly settings: DeadlineSettingsStore;
  readonly secrets: WebhookSecretVault;
  readonly drafts: ClaimLetterDrafts;
}

/**
 * The users' own data that the embedded profile keeps beside its read models, not in the log, written through
 * the target's ports: deadline settings with the calendar link (its hash: the link keeps working), the webhook
 * signing secrets (opened and sealed again; a rotation's previous secret keeps its remaining validity) and the
 * claim-letter drafts. Every write replaces what the target has under the same key, so a second run is harmless.
 */
export async function copyAccountData(
  from: AccountDataSources,
  to: AccountDataTargets,
  now: Date,
): Promise<{ settings: number; secrets: number; drafts: number }> {
  const settings = from.settings.allSettings();
  for (const row of settings) {
    if (row.reminderDays) await to.settings.setReminderDays(row.userId, row.reminderDays);
    if (row.tokenHash && row.tokenCreatedAt) {
      await to.settings.replaceCalendarToken(row.userId, row.tokenHash, row.tokenCreatedAt);
    }
  }
  const secrets = from.secrets.allSecrets(now);
  for (const { endpointId, current, previous } of secrets) {
    if (previous) {
      await to.secrets.put(endpointId, previous.secret);
      await to.secrets.rotate(endpointId, current, previous.validUntil);
    } else {
      await to.secrets.put(endpointId, current);
    }
  }
  const drafts = from.drafts.allDrafts();
  for (const draft of drafts) await to.drafts.save(draft);
  return { settings: settings.length, secrets: secrets.length, drafts: drafts.length };
}
