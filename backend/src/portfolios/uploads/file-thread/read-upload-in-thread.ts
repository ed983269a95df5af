import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { readUpload, type ReadUploadRequest, type ReadUploadResult } from './read-upload.js';

const WORKER_FILE = new URL('./upload-file.worker.js', import.meta.url);

/**
 * Runs an upload step's parsing and validation (seconds for 100,000 rows) in a thread of its own, so the event
 * loop keeps answering requests meanwhile (issue #31: "no request takes longer than a few seconds"); the thread
 * ends with the step and its memory with it. Where the worker file is not compiled (tests on the TypeScript
 * sources) the same code runs on the event loop.
 */
export async function readUploadInThread(request: ReadUploadRequest): Promise<ReadUploadResult> {
  if (!existsSync(fileURLToPath(WORKER_FILE))) return readUpload(request);
  const worker = new Worker(WORKER_FILE, { workerData: request, name: 'portfolio-upload' });
  try {
    return await new Promise<ReadUploadResult>((resolve, reject) => {
      worker.once('message', (message: { result?: ReadUploadResult; failure?: string }) =>
        message.result ? resolve(message.result) : reject(new Error(message.failure)),
      );
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`upload thread ended with code ${code}`)));
    });
  } finally {
    await worker.terminate();
  }
}
