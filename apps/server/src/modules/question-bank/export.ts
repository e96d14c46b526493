import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { EXPORT_MAX_QUESTIONS, type BankExportQuery } from '@pariksha/shared/schemas/question-bank';
import type { Deps } from '../../app.ts';
import { files, questions } from '../../db/schema/index.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { runInWorker, workerTaskAt } from '../../lib/workers/pool.ts';
import type { ExportQuestion } from './formats/moodle-xml.ts';

/** Past this the export is refused as too large rather than holding a worker (and its memory) longer. */
const EXPORT_TIMEOUT_MS = 60_000;
const EXPORT_TOO_LARGE = 'The export is too large. Export one subject or topic at a time.';

const FILE_URL = /^\/api\/files\/([0-9a-f-]{36})$/;

/**
 * The caller's organisation's questions as Moodle XML, oldest first, at most EXPORT_MAX_QUESTIONS.
 * Pictures stored here travel inside the file (base64), as Moodle exports its own. The rows are
 * read here; the XML is written in a worker thread, off the event loop.
 */
export async function exportMoodleXml(deps: Deps, user: AuthUser, q: BankExportQuery): Promise<Buffer> {
  const conditions: SQL[] = [eq(questions.organizationId, user.organizationId)];
  if (q.subject) conditions.push(eq(questions.subject, q.subject.toLowerCase()));
  if (q.topic) conditions.push(eq(questions.topic, q.topic.toLowerCase()));
  if (q.difficulty) conditions.push(eq(questions.difficulty, q.difficulty));
  const rows = await deps.db
    .select()
    .from(questions)
    .where(and(...conditions))
    .orderBy(asc(questions.subject), asc(questions.topic), asc(questions.createdAt), asc(questions.id))
    .limit(EXPORT_MAX_QUESTIONS);
  const fileIds = rows.flatMap((r) => r.imageUrl?.match(FILE_URL)?.[1] ?? []);
  const fileRows = fileIds.length
    ? await deps.db
        .select()
        .from(files)
        .where(and(inArray(files.id, fileIds), eq(files.organizationId, user.organizationId)))
    : [];
  const byId = new Map(fileRows.map((f) => [f.id, f]));
  const out: ExportQuestion[] = [];
  for (const r of rows) {
    const file = byId.get(r.imageUrl?.match(FILE_URL)?.[1] ?? '');
    const bytes = file ? await deps.storage.get(file.storageKey) : null;
    out.push({
      id: r.id,
      subject: r.subject,
      topic: r.topic,
      difficulty: r.difficulty,
      text: r.text,
      options: r.options,
      correctOptionIds: r.correctOptionIds,
      explanation: r.explanation ?? {},
      ...(file && bytes ? { image: { name: `${file.id}.${file.storageKey.split('.').pop()}`, bytes } } : {}),
    });
  }
  const bytes = await runInWorker(
    workerTaskAt<ExportQuestion[], Uint8Array>(new URL('./export-worker.ts', import.meta.url), 'buildExport'),
    out,
    {
      timeoutMs: EXPORT_TIMEOUT_MS,
      tooComplex: EXPORT_TOO_LARGE,
    },
  );
  // A Buffer crosses the thread as a plain Uint8Array; viewed again as a Buffer without a copy.
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
