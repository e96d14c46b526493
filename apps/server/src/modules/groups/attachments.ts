import type { FastifyRequest } from 'fastify';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { CHAT_ATTACHMENT_MAX_BYTES, type ChatAttachment } from '@pariksha/shared/schemas/chat';
import type { Deps } from '../../app.ts';
import { files, groupMessages } from '../../db/schema/index.ts';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { sniffImage } from '../files/service.ts';
import { isPdf } from '../notes/pdf-check.ts';
import { canPost, groupAccess, requireActive } from './policy.ts';

const EXTENSIONS: Record<ChatAttachment['mimeType'], string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

/** What the bytes are, by their first bytes; the name and the claimed type prove nothing. */
function sniff(bytes: Buffer): ChatAttachment['mimeType'] | null {
  const image = sniffImage(bytes);
  if (image && image in EXTENSIONS) return image as ChatAttachment['mimeType'];
  return isPdf(bytes) ? 'application/pdf' : null;
}

const tooLarge = () =>
  new AppError('PAYLOAD_TOO_LARGE', 'The attachment must be at most {{mb}} MB', undefined, { mb: CHAT_ATTACHMENT_MAX_BYTES / 1024 / 1024 });

/**
 * Stores a file to attach to a message in this group (sendMessage's attachmentId): an image
 * or a PDF, by whoever may post there. It belongs to its uploader until a message carries it.
 */
export async function uploadAttachment(deps: Deps, req: FastifyRequest, user: AuthUser, groupId: string): Promise<ChatAttachment> {
  const access = await groupAccess(deps.db, user, groupId);
  requireActive(access);
  if (!canPost(access)) throw forbidden('Only admins, teachers and moderators can post in this group');
  if (!req.isMultipart()) throw badRequest('Send the file as multipart/form-data');
  let bytes: Buffer;
  try {
    const file = await req.file({ limits: { fileSize: CHAT_ATTACHMENT_MAX_BYTES, files: 1 } });
    if (!file) throw badRequest('Choose a file to attach');
    bytes = await file.toBuffer();
    if (file.file.truncated) throw tooLarge();
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw err;
  }
  if (bytes.length === 0) throw badRequest('Choose a file to attach');
  const mimeType = sniff(bytes);
  if (!mimeType) throw badRequest('Attach an image (PNG, JPEG, WebP) or a PDF');
  const id = crypto.randomUUID();
  const storageKey = `${user.organizationId}/chat/${groupId}/${id}.${EXTENSIONS[mimeType]}`;
  await deps.storage.put(storageKey, bytes);
  try {
    await deps.db.insert(files).values({
      id,
      organizationId: user.organizationId,
      ownerId: user.id,
      purpose: 'chat',
      mimeType,
      sizeBytes: bytes.length,
      storageKey,
    });
  } catch (err) {
    await deps.storage.remove(storageKey);
    throw err;
  }
  return { id, mimeType, sizeBytes: bytes.length };
}

/**
 * An attachment for the group's people: a file carried by a message of this group that is not
 * deleted, or one the caller uploaded (the preview before sending). Anything else is unknown.
 */
export async function readAttachment(deps: Deps, user: AuthUser, groupId: string, fileId: string) {
  await groupAccess(deps.db, user, groupId);
  const inGroup = sql`exists (select 1 from ${groupMessages} where ${and(
    eq(groupMessages.groupId, groupId),
    eq(groupMessages.attachmentId, fileId),
    isNull(groupMessages.deletedAt),
  )})`;
  const [row] = await deps.db
    .select({ mimeType: files.mimeType, storageKey: files.storageKey })
    .from(files)
    .where(
      and(
        eq(files.id, fileId),
        eq(files.purpose, 'chat'),
        eq(files.organizationId, user.organizationId),
        or(eq(files.ownerId, user.id), inGroup),
      ),
    );
  const bytes = row ? await deps.storage.get(row.storageKey) : null;
  if (!row || !bytes) throw notFound('Attachment');
  return { mimeType: row.mimeType, bytes };
}
