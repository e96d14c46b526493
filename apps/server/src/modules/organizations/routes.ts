import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { organizationSummary } from '@pariksha/shared/schemas/auth';
import { idParams, uuidParam } from '@pariksha/shared/schemas/common';
import {
  appointAdminRequest,
  organizationDetail,
  organizationInput,
  organizationList,
  organizationUpdate,
} from '@pariksha/shared/schemas/organizations';
import { requireUser, type AuthUser } from '../../plugins/auth.ts';
import { forbidden } from '../../lib/errors.ts';
import { storeImage } from '../files/service.ts';
import * as service from './service.ts';

/** superAdmin manages every organisation; an admin only their own. */
function assertCanManage(user: AuthUser, organizationId: string) {
  if (user.role === 'superAdmin') return;
  if (user.role === 'admin' && user.organizationId === organizationId) return;
  throw forbidden('You can only manage your own organisation');
}

export async function organizationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const tags = ['organizations'];
  const superAdminOnly = { access: 'superAdmin' as const };

  app.get('/organizations', { config: superAdminOnly, schema: { tags, response: { 200: organizationList } } }, async () => ({
    data: await service.listOrganizations(db),
  }));

  app.post(
    '/organizations',
    { config: superAdminOnly, schema: { tags, body: organizationInput, response: { 201: organizationDetail } } },
    async (req, reply) => reply.code(201).send(await service.createOrganization(db, req.body)),
  );

  app.get(
    '/organizations/:id',
    { config: { access: 'admin' }, schema: { tags, params: idParams, response: { 200: organizationDetail } } },
    async (req) => {
      assertCanManage(requireUser(req), req.params.id);
      return service.getOrganization(db, req.params.id);
    },
  );

  app.patch(
    '/organizations/:id',
    { config: { access: 'admin' }, schema: { tags, params: idParams, body: organizationUpdate, response: { 200: organizationDetail } } },
    async (req) => {
      assertCanManage(requireUser(req), req.params.id);
      return service.updateOrganization(db, req.params.id, req.body);
    },
  );

  app.post(
    '/organizations/:id/logo',
    {
      config: { access: 'admin' },
      schema: { tags, params: idParams, consumes: ['multipart/form-data'], response: { 200: organizationSummary } },
    },
    async (req) => {
      const me = requireUser(req);
      assertCanManage(me, req.params.id);
      await service.getOrganization(db, req.params.id);
      const url = await storeImage(app.deps, await req.file(), { organizationId: req.params.id, ownerId: me.id }, 'logo');
      return service.setLogo(db, req.params.id, url);
    },
  );

  app.post(
    '/organizations/:id/admins',
    { config: superAdminOnly, schema: { tags, params: idParams, body: appointAdminRequest, response: { 200: organizationDetail } } },
    async (req) => service.appointAdmin(app.deps, req.params.id, req.body.email),
  );

  app.delete(
    '/organizations/:id/admins/:userId',
    {
      config: superAdminOnly,
      schema: { tags, params: z.object({ id: uuidParam, userId: uuidParam }), response: { 200: organizationDetail } },
    },
    async (req) => service.removeAdmin(app.deps, req.params.id, req.params.userId),
  );
}
