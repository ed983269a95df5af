import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { CLOCK, type Clock } from '../../platform/clock/clock.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { PortfolioRowLimitExceeded } from '../domain/errors.js';
import { PORTFOLIO_MATCHING, type PortfolioMatching } from '../matching/portfolio-matching.js';
import { PortfolioCommands } from '../portfolio-commands.js';
import {
  PORTFOLIO_ROW_STORE,
  type PortfolioRowStore,
  type UploadMapping,
  type UploadProgress,
  type UploadRecord,
} from '../rows/portfolio-row-store.port.js';
import { readUploadInThread } from './file-thread/read-upload-in-thread.js';
import { rowPrint, type RowPrint } from '../rows/row-prints.js';
import { uploadDiffOf } from './upload-steps.js';

const LEASE_MS = 60_000;
const POLL_MS = 2_000;
const BATCH = 2_000;
const STALE_AFTER_MS = 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;

const UNEXPECTED = 'Die Datei konnte nicht verarbeitet werden. Bitte laden Sie sie erneut hoch.';
const FILE_GONE = 'Die hochgeladene Datei ist nicht mehr vorhanden. Bitte laden Sie sie erneut hoch.';

class UploadFailed extends Error {}

/**
 * The uploads' background work (issue #31: "no request takes longer than a few seconds"), in the API process on
 * both profiles (the file is in the row store, which every API process shares): read the file and propose the
 * mapping ('wird gelesen' → 'zuordnen'), validate and diff ('wird geprüft' → 'bereit'), replace the rows
 * ('wird übernommen' → 'übernommen') and start the matching. Each step starts from the stored file and state, so
 * a process that dies mid-step leaves the upload to the next one (after the lease; at once on the embedded
 * profile's restart); the rows switch all at once, nothing is half-imported. A failing step marks the upload
 * 'fehlgeschlagen' with a German message and never takes the process down. Unconfirmed uploads older than 24 h
 * are discarded with their file.
 */
@Injectable()
export class PortfolioUploadJobs implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Portfolios');
  private stopped = false;
  private running: Promise<void> | null = null;
  private wake: (() => void) | null = null;
  private woken = false;
  private lastSweep = 0;

  constructor(
    @Inject(PORTFOLIO_ROW_STORE) private readonly store: PortfolioRowStore,
    @Inject(PORTFOLIO_MATCHING) private readonly matching: PortfolioMatching,
    private readonly commands: PortfolioCommands,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.role !== 'api') return;
    // One process on the embedded profile: whatever a previous run held, nobody works on it now.
    if (this.config.profile === 'embedded') await this.store.releaseLeases();
    this.running = this.loop();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    this.poke();
    await this.running;
  }

  /** Wakes the loop now (a new upload, a mapping, a confirmation). */
  poke(): void {
    this.woken = true;
    this.wake?.();
  }

  /** Works on waiting uploads until none is left; public for tests. */
  async round(): Promise<void> {
    for (;;) {
      if (this.stopped) return;
      const upload = await this.store.claimUpload(this.clock.now(), LEASE_MS);
      if (!upload) break;
      await this.work(upload);
    }
    const now = this.clock.now().getTime();
    if (now - this.lastSweep > SWEEP_EVERY_MS) {
      this.lastSweep = now;
      for (const id of await this.store.staleUploads(new Date(now - STALE_AFTER_MS).toISOString())) {
        await this.store.discardUpload(id);
      }
      const leftover = await this.store.dropLeftoverFiles();
      if (leftover > 0) this.logger.log(`files of ${leftover} ended portfolio upload(s) removed`);
    }
  }

  private async loop(): Promise<void> {
    while (!this.stopped) {
      this.woken = false;
      try {
        await this.round();
      } catch (error) {
        this.logger.warn(`portfolio upload round failed: ${(error as Error).message}`);
      }
      if (this.stopped || this.woken) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, POLL_MS);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wake = null;
    }
  }

  /**
   * One step of `upload`: its outcome (the next state, or 'fehlgeschlagen' with a German message) is written together
   * with the end of the step's lease, in one write. A separate write of the lease after the outcome would race the
   * user's next action, which the outcome allows at once (a mapping after 'zuordnen', a confirmation after
   * 'bereit'): on a store whose single-document updates are not atomic, one of the two writes is lost, and an upload
   * left 'wird geprüft' with a live lease waited for the lease to run out.
   */
  private async work(upload: UploadRecord): Promise<void> {
    let outcome: Partial<UploadProgress>;
    try {
      if (upload.state === 'wird gelesen') outcome = await this.read(upload);
      else if (upload.state === 'wird geprüft') outcome = await this.check(upload);
      else if (upload.state === 'wird übernommen') outcome = await this.take(upload);
      else return await this.store.endLease(upload.id);
    } catch (error) {
      const message =
        error instanceof UploadFailed || error instanceof PortfolioRowLimitExceeded ? error.message : UNEXPECTED;
      if (message === UNEXPECTED) this.logger.warn(`portfolio upload ${upload.id} failed: ${(error as Error).stack}`);
      outcome = { state: 'fehlgeschlagen', error: message };
    }
    try {
      await this.store.updateUpload(upload.id, outcome, this.clock.now().toISOString(), { endLease: true });
    } catch (error) {
      // The step runs again after the lease (LEASE_MS): each step starts from the stored file and state.
      this.logger.warn(`portfolio upload ${upload.id}: outcome not written: ${(error as Error).message}`);
      return;
    }
    if (outcome.state === 'übernommen') {
      try {
        await this.matching.matchPortfolio(upload.portfolioId, upload.id);
      } catch (error) {
        this.logger.warn(`matching of portfolio ${upload.portfolioId} did not start: ${(error as Error).message}`);
      }
    }
  }

  private async read(upload: UploadRecord): Promise<Partial<UploadProgress>> {
    const file = await this.readFile(upload, null);
    return {
      state: 'zuordnen',
      headers: file.headers,
      mapping: file.mapping,
      sample: file.sample,
      progress: { done: file.rowCount, total: file.rowCount },
    };
  }

  private async check(upload: UploadRecord): Promise<Partial<UploadProgress>> {
    const { validation, diff } = await this.readFile(upload, upload.mapping ?? {}, await this.currentPrints(upload));
    const examples = [...diff!.examples.changed.map((c) => c.rowId), ...diff!.examples.removed];
    const before = await this.store.rowsById(upload.portfolioId, examples);
    return {
      state: 'bereit',
      validation,
      diff: uploadDiffOf(diff!, new Map(before.map((row) => [row.rowId, row]))),
    };
  }

  private async take(upload: UploadRecord): Promise<Partial<UploadProgress>> {
    const portfolio = await this.store.portfolio(upload.portfolioId);
    if (!portfolio) throw new UploadFailed('Das Portfolio wurde inzwischen gelöscht.');
    // The worker thread diffs against the current rows' prints and answers the rows with their ids: the API's
    // thread holds the new rows once, never the current ones beside them (README "Upload states").
    const { rows, diff } = await this.readFile(upload, upload.mapping ?? {}, await this.currentPrints(upload), true);
    if (portfolio.currentUploadId !== upload.id) {
      // The limit again: another portfolio of the account may have grown since the confirmation.
      const wouldHave = (await this.store.usedRows(upload.ownerId)) - portfolio.rowCount + rows.length;
      if (wouldHave > this.config.portfolios.maxRows) {
        throw new PortfolioRowLimitExceeded(wouldHave, this.config.portfolios.maxRows);
      }
    }
    await this.store.replaceRows(upload.portfolioId, upload.id, rows, {
      batchSize: BATCH,
      fileName: upload.fileName,
      confirmedAt: this.clock.now().toISOString(),
      onProgress: async (done, total) => {
        await this.update(upload.id, { progress: { done, total } });
        await this.store.renewLease(upload.id, new Date(this.clock.now().getTime() + LEASE_MS));
      },
    });
    await this.commands.run(
      upload.portfolioId,
      {
        type: 'RecordUploadConfirmed',
        by: upload.ownerId,
        uploadId: upload.id,
        fileName: upload.fileName,
        total: rows.length,
        added: diff!.added,
        changed: diff!.changed,
        removed: diff!.removed,
      },
      upload.ownerId,
    );
    return { state: 'übernommen', progress: { done: rows.length, total: rows.length } };
  }

  /** The file read (and validated with `mapping`) in a thread of its own; a refused file fails the step. */
  private async readFile(
    upload: UploadRecord,
    mapping: Partial<UploadMapping> | null,
    current?: readonly RowPrint[],
    take = false,
  ) {
    const content = await this.store.fileOf(upload.id);
    if (!content) throw new UploadFailed(FILE_GONE);
    const result = await readUploadInThread({
      content,
      fileName: upload.fileName,
      maxRows: this.config.portfolios.maxRows,
      mapping,
      ...(current ? { current } : {}),
      ...(take ? { takeFor: upload.id } : {}),
    });
    if (!result.ok) throw new UploadFailed(result.message);
    return result;
  }

  /** The current rows as prints (key, fingerprint, id), read in batches: the rows themselves are not kept. */
  private async currentPrints(upload: UploadRecord): Promise<RowPrint[]> {
    const prints: RowPrint[] = [];
    for await (const batch of this.store.rowsOf(upload.portfolioId, BATCH)) {
      for (const row of batch) prints.push(rowPrint(row));
      await this.store.renewLease(upload.id, new Date(this.clock.now().getTime() + LEASE_MS));
    }
    return prints;
  }

  private update(uploadId: string, changes: Partial<UploadProgress>): Promise<void> {
    return this.store.updateUpload(uploadId, changes, this.clock.now().toISOString());
  }
}
