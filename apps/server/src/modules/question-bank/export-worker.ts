import { workerTask } from '../../lib/workers/outcome.ts';
import { buildMoodleXml, type ExportQuestion } from './formats/moodle-xml.ts';

/**
 * Runs in a worker thread (lib/workers/pool.ts): writing 2,000 questions with their pictures as
 * Moodle XML took the event loop over 3 s on this machine (base64 and escaping of every text).
 * The file comes back as UTF-8 bytes, ready to send.
 */
export const buildExport = workerTask((questions: ExportQuestion[]): Uint8Array => Buffer.from(buildMoodleXml(questions), 'utf8'));
