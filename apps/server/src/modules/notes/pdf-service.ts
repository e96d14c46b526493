import type { FastifyRequest } from 'fastify';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { DEFAULT_ORG_ID } from '@pariksha/shared/constants';
import { pdfUploadFields, type PdfList, type PdfListQuery, type PdfSummary } from '@pariksha/shared/schemas/notes';
import { localize } from '@pariksha/shared/messages';
import type { Deps } from '../../app.ts';
import type { Db } from '../../db/client.ts';
import { organizations, studyPdfs, users } from '../../db/schema/index.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { isStaff, type AuthUser } from '../../plugins/auth.ts';
import { canManage, isVisible, ownFirst, pdfTooLarge, requireOwnOrganization, requireStaff, searchIn, visibleTo } from './access.ts';
import { fileBaseName } from './filename.ts';
import { isPdf } from './pdf-check.ts';
import { requireItemAccess } from '../payments/entitlements.ts';

type PdfRow = typeof studyPdfs.$inferSelect;
type Joined = { pdf: PdfRow; organizationName: string | null; uploaderName: string | null };

function toSummary(user: AuthUser, { pdf, organizationName, uploaderName }: Joined): PdfSummary {
  return {
    id: pdf.id,
    title: pdf.title,
    description: pdf.description,
    subject: pdf.subject,
    topic: pdf.topic,
    fileName: pdf.fileName,
    sizeBytes: pdf.sizeBytes,
    organizationId: pdf.organizationId,
    organizationName: organizationName ?? '',
    isPlatform: pdf.organizationId === DEFAULT_ORG_ID,
    uploaderName,
    createdAt: pdf.createdAt.toISOString(),
    canDelete: canManage(user, pdf.organizationId),
  };
}

const joinedSelect = (db: Db) =>
  db
    .select({ pdf: studyPdfs, organizationName: organizations.name, uploaderName: users.name })
    .from(studyPdfs)
    .leftJoin(organizations, eq(organizations.id, studyPdfs.organizationId))
    .leftJoin(users, eq(users.id, studyPdfs.uploadedBy));

export async function listPdfs(deps: Deps, user: AuthUser, query: PdfListQuery): Promise<PdfList> {
  const filters: SQL[] = [visibleTo(user, studyPdfs.organizationId)];
  if (query.subject) filters.push(eq(studyPdfs.subject, query.subject));
  if (query.topic) filters.push(eq(studyPdfs.topic, query.topic));
  if (query.search) filters.push(searchIn(query.search, studyPdfs.title, studyPdfs.description));
  const where = and(...filters);
  const rows = await joinedSelect(deps.db)
    .where(where)
    .orderBy(ownFirst(user, studyPdfs.organizationId), desc(studyPdfs.createdAt), desc(studyPdfs.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [{ total }] = await deps.db.select({ total: count() }).from(studyPdfs).where(where);
  return {
    data: rows.map((r) => toSummary(user, r)),
    total,
    page: query.page,
    limit: query.limit,
    canUpload: isStaff(user),
    maxBytes: deps.config.pdfMaxBytes,
  };
}

export async function findVisiblePdf(db: Db, user: AuthUser, id: string): Promise<Joined> {
  const [row] = await joinedSelect(db).where(eq(studyPdfs.id, id));
  if (!row || !isVisible(user, row.pdf.organizationId)) throw notFound('PDF');
  return row;
}

/** Form fields as text, and the one file's bytes; a file past the limit ends the request with 413. */
async function readUpload(req: FastifyRequest, maxBytes: number) {
  const fields: Record<string, string> = {};
  let file: { bytes: Buffer; filename: string } | null = null;
  try {
    for await (const part of req.parts({ limits: { fileSize: maxBytes, files: 1, fields: 20, fieldSize: 8_000 } })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file') file = { bytes, filename: part.filename };
      } else {
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : '';
      }
    }
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw pdfTooLarge(maxBytes);
    throw err;
  }
  return { fields, file };
}

/** The multipart fields checked with the shared schema, answering as a JSON body's validation would. */
function parseFields(fields: Record<string, string>, lang: string) {
  const parsed = pdfUploadFields.safeParse(fields);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((i) => ({ field: i.path.join('.') || null, message: localize(i.message, lang) }));
  const first = issues[0]!;
  throw new AppError('VALIDATION_FAILED', first.field ? `${first.field}: ${first.message}` : first.message, { fields: issues });
}

export async function uploadPdf(deps: Deps, req: FastifyRequest, user: AuthUser): Promise<PdfSummary> {
  requireStaff(user);
  if (!req.isMultipart()) throw badRequest('Send the file as multipart/form-data');
  const { fields, file } = await readUpload(req, deps.config.pdfMaxBytes);
  const lang = req.headers['accept-language']?.toLowerCase().startsWith('hi') ? 'hi' : 'en';
  const input = parseFields(fields, lang);
  if (!file || file.bytes.length === 0) throw badRequest('Choose a PDF file to upload');
  if (!isPdf(file.bytes)) throw badRequest('Upload a PDF file');

  const id = crypto.randomUUID();
  const storageKey = `${user.organizationId}/pdf/${id}.pdf`;
  const name = fileBaseName(file.filename.replace(/\.pdf$/i, '')) || fileBaseName(input.titleEn ?? input.titleHi ?? '') || 'document';
  await deps.storage.put(storageKey, file.bytes);
  try {
    await deps.db.insert(studyPdfs).values({
      id,
      organizationId: user.organizationId,
      subject: input.subject,
      topic: input.topic,
      title: { ...(input.titleHi && { hi: input.titleHi }), ...(input.titleEn && { en: input.titleEn }) },
      description: { ...(input.descriptionHi && { hi: input.descriptionHi }), ...(input.descriptionEn && { en: input.descriptionEn }) },
      fileName: `${name}.pdf`,
      sizeBytes: file.bytes.length,
      storageKey,
      uploadedBy: user.id,
    });
  } catch (err) {
    await deps.storage.remove(storageKey);
    throw err;
  }
  return toSummary(user, await findVisiblePdf(deps.db, user, id));
}

export async function readPdf(deps: Deps, user: AuthUser, id: string) {
  const { pdf } = await findVisiblePdf(deps.db, user, id);
  // A PDF a plan sells is downloaded only with an entitlement (payments, 402).
  await requireItemAccess(deps.db, user, { kind: 'pdf', id, organizationId: pdf.organizationId });
  const bytes = await deps.storage.get(pdf.storageKey);
  if (!bytes) throw notFound('PDF');
  return { pdf, bytes };
}

export async function deletePdf(deps: Deps, user: AuthUser, id: string) {
  requireStaff(user);
  const { pdf } = await findVisiblePdf(deps.db, user, id);
  requireOwnOrganization(user, pdf.organizationId);
  await deps.db.delete(studyPdfs).where(and(eq(studyPdfs.id, id), eq(studyPdfs.organizationId, user.organizationId)));
  await deps.storage.remove(pdf.storageKey);
  return { ok: true as const };
}
