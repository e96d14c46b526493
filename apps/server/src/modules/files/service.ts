import type { MultipartFile } from '@fastify/multipart';
import type { Deps } from '../../app.ts';
import { files } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/errors.ts';

const IMAGE_TYPES: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

/** Magic numbers, so a renamed file cannot pretend to be an image (also the chat's attachments). */
export function sniffImage(bytes: Buffer): string | null {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.subarray(0, 4).toString('ascii') === 'RIFF' && bytes.subarray(8, 12).toString('ascii') === 'WEBP') return 'image/webp';
  return null;
}

/** Stores an uploaded image (PNG, JPEG or WebP) and returns the URL it is served at. */
export async function storeImage(
  deps: Deps,
  file: MultipartFile | undefined,
  owner: { organizationId: string; ownerId: string },
  purpose: 'avatar' | 'logo',
): Promise<string> {
  if (!file) throw badRequest('Choose an image to upload');
  const bytes = await file.toBuffer();
  if (file.file.truncated) throw badRequest('The image must be at most 2 MB');
  const mimeType = sniffImage(bytes);
  if (!mimeType || !IMAGE_TYPES[mimeType]) throw badRequest('Upload a PNG, JPEG or WebP image');
  const id = crypto.randomUUID();
  const storageKey = `${owner.organizationId}/${purpose}/${id}.${IMAGE_TYPES[mimeType]}`;
  await deps.storage.put(storageKey, bytes);
  await deps.db.insert(files).values({ id, ...owner, purpose, mimeType, sizeBytes: bytes.length, storageKey });
  return `/api/files/${id}`;
}
