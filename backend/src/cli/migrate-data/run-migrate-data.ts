import { existsSync } from 'node:fs';
import { loadConfig } from '../../platform/config/app-config.js';
import { dataFiles } from '../../platform/config/data-files.js';
import { resolveJwtSecret } from '../../platform/config/jwt-secret.js';
import { KurrentDbEventStore } from '../../platform/event-store/kurrentdb/kurrentdb-event-store.js';
import { SqliteEventStore } from '../../platform/event-store/sqlite/sqlite-event-store.js';
import { DataDirInUseError, lockDataDir } from '../../platform/process-lock/sqlite/data-dir-lock.js';
import { SecretSealer, webhookSecretKey } from '../../webhooks/vault/secret-sealer.js';
import { options } from '../accounts-context.js';
import { alertedThroughInCopy, LogNotCopiedError } from './alerted-through.js';
import { copyAccountData } from './copy-account-data.js';
import { copyPortfolios } from './copy-portfolios.js';
import { openDistributedTargets } from './mongo/distributed-targets.js';
import { openEmbeddedSources } from './sqlite/embedded-sources.js';
import { describeUnsent, unsentWork } from './unsent-work.js';

const USAGE =
  'migrate-data --mongo "mongodb://host:27017/insolvenz" --kurrentdb "kurrentdb://host:2113?tls=false" [--discard-unsent]';

/**
 * `migrate-data` (after `migrate-events` and the replay): what an embedded installation keeps outside its event
 * log goes to MongoDB: portfolios (entries, uploads, rows, decisions), webhook signing secrets, claim-letter
 * drafts, deadline settings with the calendar links. And the alerts already sent stay sent: the position up to
 * which the embedded matcher matched, translated into the copied log, is recorded for the distributed matcher,
 * which then indexes those cases without alerting anybody again. Repeatable; the app must be stopped.
 */
export async function runMigrateData(args: string[]): Promise<number> {
  const discardUnsent = args.includes('--discard-unsent');
  const opts = options(args.filter((arg) => arg !== '--discard-unsent'));
  const mongoUrl = opts.get('mongo')?.trim() || process.env.MONGO_URL?.trim() || '';
  const kurrentUrl = opts.get('kurrentdb')?.trim() || process.env.KURRENTDB_URL?.trim() || '';
  if (!/^mongodb(\+srv)?:\/\//.test(mongoUrl) || !/^(kurrentdb|esdb|kdb)(\+discover)?:\/\//.test(kurrentUrl)) {
    console.error(`migrate-data: braucht die Adressen von MongoDB und KurrentDB, z. B. ${USAGE}`);
    return 2;
  }
  const config = loadConfig(
    { ...process.env, PROFILE: 'embedded', EVENT_STORE: 'sqlite', READ_STORE: 'sqlite' },
    { spaDir: '.' },
  );
  const files = dataFiles(config.dataDir);
  if (!existsSync(files.eventStore) || !existsSync(files.readModels)) {
    console.error(`migrate-data: ${config.dataDir} enthält keine eingebettete Installation; DATA_DIR prüfen`);
    return 2;
  }
  let lock: { release(): void };
  try {
    lock = lockDataDir(config.dataDir);
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    console.error(`migrate-data: ${config.dataDir} wird von der App verwendet. Zuerst die App beenden.`);
    return 3;
  }
  const sealer = new SecretSealer(
    webhookSecretKey(config.webhooks.secretKey, resolveJwtSecret(config.jwtSecret, files.jwtSecret)),
  );
  const from = openEmbeddedSources(files.readModels, sealer);
  const log = new SqliteEventStore({ location: files.eventStore });
  const copy = new KurrentDbEventStore({ connectionString: kurrentUrl });
  let to: Awaited<ReturnType<typeof openDistributedTargets>> | null = null;
  try {
    // What the embedded app matched but has not delivered is not carried: refused unless the operator says so.
    const unsent = describeUnsent(
      await unsentWork({ ...from, webhookEndpoints: from.secrets.allSecrets(new Date()).length }),
    );
    if (unsent.length > 0 && !discardUnsent) {
      console.error(
        `migrate-data: Noch nicht zugestellt: ${unsent.join('; ')}. Das wird nicht übertragen. Die App noch einmal ` +
          'starten, den Versand auslösen (POST /api/admin/alerts/digest) und warten, bis nichts mehr aussteht; dann ' +
          'die App beenden, migrate-events und migrate-data erneut ausführen. Oder mit --discard-unsent übertragen ' +
          '(das Genannte wird dann nicht mehr zugestellt).',
      );
      return 4;
    }
    to = await openDistributedTargets(mongoUrl, sealer);
    const { matcherPosition } = await from.alerts.progress();
    const alertedThrough = await alertedThroughInCopy(log, copy, matcherPosition);
    await to.alerts.recordAlertedBeforeThrough(alertedThrough);
    const accountData = await copyAccountData(from, to, new Date());
    const portfolios = await copyPortfolios(from.portfolios, to.portfolios);
    console.log(
      `Daten übertragen: ${portfolios.portfolios} Portfolios (${portfolios.uploads} Uploads, ${portfolios.rows} ` +
        `Zeilen, ${portfolios.decisions} Entscheidungen), ${accountData.secrets} Webhook-Geheimnisse, ` +
        `${accountData.drafts} Entwürfe, ${accountData.settings} Fristen-Einstellungen; Benachrichtigungen bis ` +
        `Position ${alertedThrough} gelten als versandt.`,
    );
    if (unsent.length > 0) console.error(`migrate-data: nicht übertragen (--discard-unsent): ${unsent.join('; ')}`);
    return 0;
  } catch (error) {
    if (!(error instanceof LogNotCopiedError)) throw error;
    console.error(`migrate-data: ${error.message}`);
    return 2;
  } finally {
    await to?.close();
    await copy.close();
    await log.close();
    from.close();
    lock.release();
  }
}
