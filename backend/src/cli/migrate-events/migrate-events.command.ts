import { existsSync } from 'node:fs';
import { correctCaseCourts } from '../../cases/case-courts/correct-case-courts.js';
import { ensureCaseIdReservations } from '../../cases/case-stream-names/ensure-case-id-reservations.js';
import { ensureCaseStreamNames } from '../../cases/case-stream-names/ensure-case-stream-names.js';
import { ensureEmailReservationNames } from '../../accounts/email-reservation/ensure-email-reservation-names.js';
import { CaseStreams } from '../../cases/domain/case-streams.js';
import { resolveStreamNameKey } from '../../platform/config/stream-name-key.js';
import { keepDataDirPrivate } from '../../platform/config/private-data-dir.js';
import { loadConfig } from '../../platform/config/app-config.js';
import { dataFiles } from '../../platform/config/data-files.js';
import { KurrentDbEventStore } from '../../platform/event-store/kurrentdb/kurrentdb-event-store.js';
import { EventLogInUseError, SqliteEventStore } from '../../platform/event-store/sqlite/sqlite-event-store.js';
import { options } from '../accounts-context.js';
import type { CliCommand } from '../cli-command.js';
import { copyEvents, type CopyProgress } from './copy-events.js';
import { readCheckpoint, writeCheckpoint } from './migration-checkpoint.js';
import { ProgressReporter } from './progress-reporter.js';

const USAGE = 'migrate-events --to "kurrentdb://host:2113?tls=false" [--page-size 1000] [--allow-nonempty-target]';

/**
 * `migrate-events --to <KurrentDB>`: copies the embedded profile's event log (DATA_DIR/events.sqlite) into
 * KurrentDB for the distributed profile, then tombstones the streams erased in the log. It holds the log
 * exclusively while it runs (so the app cannot write meanwhile) and continues after an interruption from the
 * checkpoint beside the log. The read models are rebuilt afterwards with `npm run replay -- --all`.
 */
export const migrateEventsCommand: CliCommand = {
  name: 'migrate-events',
  summary: 'Kopiert das Event-Log aus DATA_DIR nach KurrentDB (--to kurrentdb://…), fortsetzbar',
  run: async (args) => {
    const opts = options(args.filter((a) => a !== '--allow-nonempty-target'));
    const to = opts.get('to')?.trim() || process.env.KURRENTDB_URL?.trim() || '';
    if (!/^(kurrentdb|esdb|kdb)(\+discover)?:\/\//.test(to)) {
      console.error(`migrate-events: --to braucht die Adresse von KurrentDB, z. B. ${USAGE}`);
      return 2;
    }
    const pageSize = Number(opts.get('page-size') ?? '1000');
    if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 10_000) {
      console.error(
        'migrate-events: --page-size muss eine Zahl von 1 bis 10000 sein (Ereignisse je Fortsetzungspunkt)',
      );
      return 2;
    }
    const { dataDir } = loadConfig({ ...process.env, EVENT_STORE: 'sqlite', PROFILE: 'embedded' }, { spaDir: '.' });
    const logFile = dataFiles(dataDir).eventStore;
    if (!existsSync(logFile)) {
      console.error(`migrate-events: kein Event-Log in ${dataDir} (${logFile} fehlt); DATA_DIR prüfen`);
      return 2;
    }
    keepDataDirPrivate(dataDir); // the checkpoint file it writes, and an older version's modes
    let source: SqliteEventStore;
    try {
      source = new SqliteEventStore({ location: logFile, exclusive: true });
    } catch (error) {
      if (!(error instanceof EventLogInUseError)) throw error;
      console.error(
        `migrate-events: ${logFile} ist von einem anderen Prozess geöffnet. Zuerst die App (npm start) und ` +
          'andere Befehle auf diesem DATA_DIR beenden, dann die Migration erneut starten.',
      );
      return 3;
    }
    // Case streams under their hashed names before the copy (an older version's log): KurrentDB never sees the
    // readable ones (nor the shortened court names' keys). The distributed processes need this DATA_DIR's key (STREAM_NAME_KEY, README).
    const config = loadConfig({ ...process.env, EVENT_STORE: 'sqlite', PROFILE: 'embedded' }, { spaDir: '.' });
    const streamNameKey = resolveStreamNameKey(config.streamNameKey, dataFiles(dataDir).streamNameKey);
    try {
      await ensureCaseStreamNames(source, new CaseStreams(streamNameKey));
      // Likewise the other start-up migrations, in place here rather than copied and tombstoned on KurrentDB
      // (which keeps a tombstone's name): unkeyed reservations, cases under a shortened court name.
      await ensureCaseIdReservations(source);
      await ensureEmailReservationNames(source, streamNameKey);
      await correctCaseCourts(source, new CaseStreams(streamNameKey));
    } catch (error) {
      await source.close();
      throw error;
    }
    const target = new KurrentDbEventStore({ connectionString: to });
    const interrupt = new AbortController();
    const onSignal = () => {
      if (interrupt.signal.aborted) process.exit(130);
      console.error('migrate-events: wird nach dem laufenden Schreibvorgang angehalten (erneut Strg-C: sofort)');
      interrupt.abort();
    };
    process.on('SIGINT', onSignal).on('SIGTERM', onSignal);
    try {
      const checkpoint = await readCheckpoint(dataDir, to);
      if (checkpoint === null && !args.includes('--allow-nonempty-target') && (await target.headPosition()) > 0n) {
        console.error(
          'migrate-events: KurrentDB enthält schon Ereignisse, und DATA_DIR hat keinen Fortsetzungspunkt für dieses ' +
            'Ziel. Eine leere KurrentDB-Instanz verwenden (oder --allow-nonempty-target: vorhandene Ereignisse ' +
            'werden mit dem Event-Log verglichen).',
        );
        return 2;
      }
      const after = checkpoint ?? 0n;
      const reporter = new ProgressReporter(await source.countAfter(0n), await source.countAfter(after), (line) =>
        console.error(line),
      );
      if (after > 0n) console.error(`migrate-events: setze nach Position ${after} fort`);
      const result = await copyEvents({
        source,
        target,
        after,
        pageSize,
        signal: interrupt.signal,
        onPage: async (progress: CopyProgress) => {
          await writeCheckpoint(dataDir, to, progress.position, new Date());
          reporter.page(progress);
        },
      });
      if (!result.completed) {
        console.error(
          `migrate-events: unterbrochen bei Position ${result.position}; ${result.copied} Ereignisse kopiert. ` +
            'Derselbe Befehl setzt dort fort.',
        );
        return 130;
      }
      const erased = source.deletedStreamNames();
      await target.deleteStreams(erased);
      console.log(reporter.summary(result, erased.length));
      return 0;
    } finally {
      process.off('SIGINT', onSignal).off('SIGTERM', onSignal);
      await target.close();
      await source.close();
    }
  },
};
