import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminStats } from '@pariksha/shared/schemas/admin';
import { platformStats } from './service.ts';

export async function adminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  // Platform-wide numbers cross every organisation, so only superAdmin may read them.
  app.get('/admin/stats', { config: { access: 'superAdmin' }, schema: { tags: ['admin'], response: { 200: adminStats } } }, async () =>
    platformStats(db),
  );
}
