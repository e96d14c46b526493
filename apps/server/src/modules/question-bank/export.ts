import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { EXPORT_MAX_QUESTIONS, type BankExportQuery } from '@pariksha/shared/schemas/question-bank';
import type { Deps } from '../../app.ts';
import { files, questions } from '../../db/schema/index.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { buildMoodleXml, type ExportQuestion } from './formats/moodle-xml.ts';

const FILE_URL = /^\/api\/files\/([0-9a-f-]{36})$/;

/**
 * The caller's organisation's questions as Moodle XML, oldest first, at most EXPORT_MAX_QUESTIONS.
 * Pictures stored here travel inside the file (base64), as Moodle exports its own.
 */
export async function exportMoodleXml(deps: Deps, user: AuthUser, q: BankExportQuery): Promise<string> {
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
  return buildMoodleXml(out);
}
