import { parentPort, workerData } from 'node:worker_threads';
import { writeXlsx } from './write-export.js';

// One export per thread: lay out the workbook, hand its bytes over, end.
writeXlsx(workerData as string[][]).then(
  (xlsx) => {
    const bytes = xlsx.buffer.slice(xlsx.byteOffset, xlsx.byteOffset + xlsx.byteLength) as ArrayBuffer;
    parentPort!.postMessage({ bytes }, [bytes]);
  },
  (error: Error) => parentPort!.postMessage({ failure: error.stack ?? error.message }),
);
