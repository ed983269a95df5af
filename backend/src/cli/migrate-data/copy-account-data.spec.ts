import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LETTER_FORM } from '../../cases/claim-letter/letter/claim-letter.test-kit.js';
import { MongoClaimLetterDrafts } from '../../cases/claim-letter/drafts/mongo/mongo-claim-letter-drafts.js';
import { SqliteClaimLetterDrafts } from '../../cases/claim-letter/drafts/sqlite/sqlite-claim-letter-drafts.js';
import { MongoDeadlineSettings } from '../../deadlines/settings/mongo/mongo-deadline-settings.js';
import { SqliteDeadlineSettings } from '../../deadlines/settings/sqlite/sqlite-deadline-settings.js';
import { databaseOf, openMongoConnection } from '../../platform/read-store/mongo/mongo-connection.js';
import { describeWithMongo, freshDatabaseUrl } from '../../platform/read-store/mongo/mongo-test-server.test-kit.js';
import { openDatabase } from '../../platform/sqlite/open-database.js';
import { MongoWebhookSecretVault } from '../../webhooks/vault/mongo/mongo-webhook-secret-vault.js';
import { SecretSealer } from '../../webhooks/vault/secret-sealer.js';
import { SqliteWebhookSecretVault } from '../../webhooks/vault/sqlite/sqlite-webhook-secret-vault.js';
import { copyAccountData, type AccountDataTargets } from './copy-account-data.js';

const NOW = new Date('2026-11-29T10:00:00Z');
const sealer = new SecretSealer(randomBytes(32));

interface Target {
  readonly stores: AccountDataTargets;
  close(): Promise<void>;
}

/** An embedded installation's read-model database with the users' own data beside the read models. */
async function embedded() {
  const dir = await mkdtemp(join(tmpdir(), 'migrate-data-'));
  const db = openDatabase(join(dir, 'read-models.sqlite'));
  const stores = {
    settings: new SqliteDeadlineSettings(db),
    secrets: new SqliteWebhookSecretVault(db, sealer),
    drafts: new SqliteClaimLetterDrafts(db),
  };
  await stores.settings.setReminderDays('user-anna', [14, 3, 0]);
  await stores.settings.replaceCalendarToken('user-anna', 'a'.repeat(64), '2026-11-20T08:00:00.000Z');
  await stores.settings.setReminderDays('user-bernd', [7]);
  await stores.settings.replaceCalendarToken('user-carla', 'c'.repeat(64), '2026-11-21T08:00:00.000Z');
  await stores.secrets.put('endpoint-plain', 'whsec_einfach');
  await stores.secrets.put('endpoint-rotated', 'whsec_alt');
  await stores.secrets.rotate('endpoint-rotated', 'whsec_neu', new Date('2026-11-30T10:00:00Z'));
  await stores.secrets.put('endpoint-expired', 'whsec_vorher');
  await stores.secrets.rotate('endpoint-expired', 'whsec_jetzt', new Date('2026-11-28T10:00:00Z'));
  const draft = {
    userId: 'user-anna',
    caseId: 948845508,
    createdAt: '2026-11-22T09:00:00.000Z',
    updatedAt: '2026-11-23T09:00:00.000Z',
  };
  await stores.drafts.save({ ...draft, id: 'draft-1', form: LETTER_FORM });
  await stores.drafts.save({
    ...draft,
    id: 'draft-2',
    caseId: 12,
    form: { ...LETTER_FORM, reference: 'Kd.-Nr. 4711 – Müller' },
  });
  return {
    stores,
    close: async () => {
      db.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

function copySpecs(open: () => Promise<Target>): void {
  let source: Awaited<ReturnType<typeof embedded>>;
  let target: Target;
  beforeEach(async () => {
    source = await embedded();
    target = await open();
  });
  afterEach(async () => {
    await source.close();
    await target.close();
  });

  it('carries deadline settings with the calendar link, webhook secrets and drafts; a second run changes nothing', async () => {
    for (const run of [1, 2]) {
      expect({ run, copied: await copyAccountData(source.stores, target.stores, NOW) }).toEqual({
        run,
        copied: { settings: 3, secrets: 3, drafts: 2 },
      });
      const { settings, secrets, drafts } = target.stores;
      expect(await settings.settingsOf('user-anna')).toEqual({
        reminderDays: [14, 3, 0],
        calendarTokenCreatedAt: '2026-11-20T08:00:00.000Z',
      });
      expect(await settings.userOfCalendarToken('a'.repeat(64))).toBe('user-anna');
      expect(await settings.userOfCalendarToken('c'.repeat(64))).toBe('user-carla');
      expect(await settings.settingsOf('user-bernd')).toEqual({ reminderDays: [7], calendarTokenCreatedAt: null });
      expect(await settings.settingsOf('user-carla')).toEqual({
        reminderDays: null,
        calendarTokenCreatedAt: '2026-11-21T08:00:00.000Z',
      });
      expect(await secrets.secretsOf('endpoint-plain', NOW)).toEqual(['whsec_einfach']);
      // A rotation's previous secret signs until its end, as it would have on the embedded profile.
      expect(await secrets.secretsOf('endpoint-rotated', NOW)).toEqual(['whsec_neu', 'whsec_alt']);
      expect(await secrets.secretsOf('endpoint-rotated', new Date('2026-11-30T10:00:01Z'))).toEqual(['whsec_neu']);
      expect(await secrets.secretsOf('endpoint-expired', NOW)).toEqual(['whsec_jetzt']);
      expect(await drafts.countOf('user-anna')).toBe(2);
      expect(await drafts.get('user-anna', 'draft-2')).toEqual(await source.stores.drafts.get('user-anna', 'draft-2'));
      expect(await drafts.listOfCase('user-anna', 948845508)).toEqual(
        await source.stores.drafts.listOfCase('user-anna', 948845508),
      );
      expect(await drafts.get('user-bernd', 'draft-1')).toBeNull();
    }
  });
}

describe('copyAccountData into another SQLite database', () => {
  copySpecs(async () => {
    const dir = await mkdtemp(join(tmpdir(), 'migrate-data-target-'));
    const db = openDatabase(join(dir, 'read-models.sqlite'));
    return {
      stores: {
        settings: new SqliteDeadlineSettings(db),
        secrets: new SqliteWebhookSecretVault(db, sealer),
        drafts: new SqliteClaimLetterDrafts(db),
      },
      close: async () => {
        db.close();
        await rm(dir, { recursive: true, force: true });
      },
    };
  });
});

describeWithMongo('copyAccountData into MongoDB', () => {
  copySpecs(async () => {
    const connection = await openMongoConnection(freshDatabaseUrl());
    const db = databaseOf(connection);
    return {
      stores: {
        settings: await MongoDeadlineSettings.open(db),
        secrets: new MongoWebhookSecretVault(db, sealer),
        drafts: new MongoClaimLetterDrafts(db),
      },
      close: async () => {
        await db.dropDatabase();
        await connection.close();
      },
    };
  });
});
