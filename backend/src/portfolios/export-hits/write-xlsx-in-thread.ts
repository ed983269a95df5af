import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { writeXlsx } from './write-export.js';

const WORKER_FILE = new URL('./write-xlsx.worker.js', import.meta.url);

/**
 * Lays out an XLSX export in a thread of its own: ExcelJS builds and zips the workbook in one go (0.7 s for
 * 3,700 hits on a loaded machine, all of it on the event loop), and the thread ends with the export, its
 * memory with it. Where the worker file is not compiled (tests on the TypeScript sources) it runs here.
 */
export async function writeXlsxInThread(lines: readonly string[][]): Promise<Buffer> {
  if (!existsSync(fileURLToPath(WORKER_FILE))) return writeXlsx(lines);
  const worker = new Worker(WORKER_FILE, { workerData: lines, name: 'portfolio-export' });
  try {
    return await new Promise<Buffer>((resolve, reject) => {
      worker.once('message', (message: { bytes?: ArrayBuffer; failure?: string }) =>
        message.bytes ? resolve(Buffer.from(message.bytes)) : reject(new Error(message.failure)),
      );
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`export thread ended with code ${code}`)));
    });
  } finally {
    await worker.terminate();
  }
}
