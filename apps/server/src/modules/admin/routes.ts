import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminStats } from '@pariksha/shared/schemas/admin';
import { idParams } from '@pariksha/shared/schemas/common';
import { platformGrowth, platformOrganization, platformOrganizationList } from '@pariksha/shared/schemas/dashboards';
import { platformStats } from './service.ts';
import * as platform from './platform.ts';

export async function adminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const tags = ['admin'];
  const superAdmin = { access: 'superAdmin' as const };

  // Platform-wide numbers cross every organisation, so only superAdmin may read them.
  app.get('/admin/stats', { config: superAdmin, schema: { tags, response: { 200: adminStats } } }, async () => platformStats(db));

  app.get('/admin/growth', { config: superAdmin, schema: { tags, response: { 200: platformGrowth } } }, async () =>
    platform.platformGrowth(db),
  );

  app.get('/admin/organizations', { config: superAdmin, schema: { tags, response: { 200: platformOrganizationList } } }, async () => ({
    data: await platform.platformOrganizations(db),
  }));

  app.post(
    '/admin/organizations/:id/suspend',
    { config: superAdmin, schema: { tags, params: idParams, response: { 200: platformOrganization } } },
    async (req) => platform.setSuspended(app.deps, req.params.id, true),
  );

  app.post(
    '/admin/organizations/:id/reinstate',
    { config: superAdmin, schema: { tags, params: idParams, response: { 200: platformOrganization } } },
    async (req) => platform.setSuspended(app.deps, req.params.id, false),
  );
}
