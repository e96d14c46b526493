import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { idParams } from '@pariksha/shared/schemas/common';
import { files } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';

export async function fileRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Avatars and logos are shown in <img> tags without a token; their ids are unguessable.
  app.get('/files/:id', { config: { access: 'public' }, schema: { tags: ['files'], params: idParams } }, async (req, reply) => {
    const [row] = await app.deps.db.select().from(files).where(eq(files.id, req.params.id));
    // Only pictures meant for everyone: a chat attachment is for its group (groups module).
    const isPublic = row?.purpose === 'avatar' || row?.purpose === 'logo' || row?.purpose === 'question';
    const bytes = row && isPublic ? await app.deps.storage.get(row.storageKey) : null;
    if (!row || !bytes) throw notFound('File');
    return reply
      .header('content-type', row.mimeType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(bytes);
  });
}
