import { runInWorker, workerTaskAt } from '../workers/pool.ts';
import type { XlsxJob } from './write-worker.ts';

const task = workerTaskAt<XlsxJob, Uint8Array>(new URL('./write-worker.ts', import.meta.url), 'writeXlsx');

/** An XLSX file of one sheet, built in a worker thread so an export never stalls the server. */
export async function writeXlsxFile(job: XlsxJob): Promise<Buffer> {
  const bytes = await runInWorker(task, job, { timeoutMs: 60_000, tooComplex: 'This export is too large. Try CSV instead.' });
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
