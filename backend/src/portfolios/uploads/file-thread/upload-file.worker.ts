import { parentPort, workerData } from 'node:worker_threads';
import { readUpload, type ReadUploadRequest } from './read-upload.js';

// One upload step per thread: read the request, answer, end.
readUpload(workerData as ReadUploadRequest).then(
  (result) => parentPort!.postMessage({ result }),
  (error: Error) => parentPort!.postMessage({ failure: error.stack ?? error.message }),
);
