import type {
  PortfolioRecord,
  PortfolioRowStore,
  StoredPortfolioRow,
  UploadProgress,
  UploadRecord,
} from '../../portfolios/rows/portfolio-row-store.port.js';

export interface PortfolioCopy {
  portfolios: number;
  uploads: number;
  rows: number;
  decisions: number;
}

/** Rows read and written per batch (the upload job's batch size). */
const BATCH = 2_000;

/**
 * Copies the portfolios' primary data (entries, uploads with their files, current rows, decisions) from one
 * `PortfolioRowStore` to another through the port only, so any pair of adapters works (embedded → distributed).
 *
 * Safe to repeat: each portfolio is erased in the target and written again from the source. Skipping one whose
 * entry is already there would not be: the entry is written first and the decisions last, so an equal entry
 * says nothing about whether an interrupted run got to the end, and the port cannot remove a single decision
 * to reconcile. Portfolios that exist only in the target are left alone.
 */
export async function copyPortfolios(from: PortfolioRowStore, to: PortfolioRowStore): Promise<PortfolioCopy> {
  const copied: PortfolioCopy = { portfolios: 0, uploads: 0, rows: 0, decisions: 0 };
  for (const ownerId of await from.portfolioOwners()) {
    for (const portfolio of await from.portfoliosOf(ownerId)) {
      const { id, name, mode, createdAt } = portfolio;
      await to.erasePortfolio(id);
      // The current name and mode go in directly: renames and mode changes need no replay here.
      await to.addPortfolio({ id, ownerId, name, mode, createdAt });
      const uploads = await from.uploadsOf(id);
      for (const upload of uploads) await copyUpload(from, to, upload);
      copied.uploads += uploads.length;
      copied.rows += await copyRows(from, to, portfolio);
      copied.decisions += await copyDecisions(from, to, id);
      copied.portfolios++;
    }
  }
  return copied;
}

/**
 * An upload comes in as a new one ('wird gelesen') and is moved to its state with the source's progress and
 * time of change. A final state deletes the file, so one without a file (confirmed or failed) starts with none.
 * Its lease is not carried: an upload in a working state is taken up again by the target's upload job.
 */
async function copyUpload(from: PortfolioRowStore, to: PortfolioRowStore, upload: UploadRecord): Promise<void> {
  const { id, portfolioId, ownerId, fileName, createdAt, updatedAt } = upload;
  const file = (await from.fileOf(id)) ?? Buffer.alloc(0);
  await to.addUpload({ id, portfolioId, ownerId, fileName, createdAt }, file);
  await to.updateUpload(id, progressOf(upload), updatedAt);
}

/**
 * The current rows are written as the upload job's confirm step writes them: under the current upload, then
 * switched to, which sets the target's pointer, row count and last upload to the source's. `replaceRows` takes
 * an array, so a portfolio's rows are held once in memory, as in that step (the plan limit bounds them).
 */
async function copyRows(from: PortfolioRowStore, to: PortfolioRowStore, portfolio: PortfolioRecord): Promise<number> {
  const { id, currentUploadId, lastUpload } = portfolio;
  if (currentUploadId === null) return 0;
  if (lastUpload === null) throw new Error(`Portfolio ${id}: aktuelle Zeilen ohne letzten Upload`);
  const rows: StoredPortfolioRow[] = [];
  for await (const batch of from.rowsOf(id, BATCH)) rows.push(...batch);
  await to.replaceRows(id, currentUploadId, rows, { batchSize: BATCH, ...lastUpload });
  return rows.length;
}

/** After the rows: `replaceRows` removes the decisions of rows it does not hold. */
async function copyDecisions(from: PortfolioRowStore, to: PortfolioRowStore, portfolioId: string): Promise<number> {
  let count = 0;
  for (const [rowId, byCase] of await from.decisionsOf(portfolioId)) {
    for (const [caseId, verdict] of byCase) {
      await to.saveDecision(portfolioId, rowId, caseId, verdict);
      count++;
    }
  }
  return count;
}

function progressOf(upload: UploadRecord): UploadProgress {
  const { state, progress, error, headers, mapping, sample, validation, diff } = upload;
  return { state, progress, error, headers, mapping, sample, validation, diff };
}
