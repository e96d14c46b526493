import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { todayIn } from '@pariksha/shared/streak';
import {
  digestPreview,
  digestSettings,
  monthQuery,
  organizationDashboard,
  organizationParams,
  studentParams,
  studentPerformance,
} from '@pariksha/shared/schemas/dashboards';
import { eq } from 'drizzle-orm';
import { organizations } from '../../db/schema/index.ts';
import { requireUser } from '../../plugins/auth.ts';
import { assertCanSeePerformance, assertStaffOf } from './policy.ts';
import { digestFor } from './digest.ts';
import * as service from './service.ts';

export async function dashboardRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const tags = ['dashboards'];

  app.get(
    '/organizations/:organizationId/dashboard',
    { config: { access: 'staff' }, schema: { tags, params: organizationParams, response: { 200: organizationDashboard } } },
    async (req) => {
      assertStaffOf(requireUser(req), req.params.organizationId);
      return service.organizationDashboard(db, req.params.organizationId);
    },
  );

  app.get(
    '/organizations/:organizationId/students/:studentId/performance',
    { config: { access: 'user' }, schema: { tags, params: studentParams, querystring: monthQuery, response: { 200: studentPerformance } } },
    async (req) => {
      assertCanSeePerformance(requireUser(req), req.params.organizationId, req.params.studentId);
      return service.studentPerformance(db, req.params.organizationId, req.params.studentId, req.query.month);
    },
  );

  app.get(
    '/organizations/:organizationId/students/:studentId/digest',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        params: studentParams,
        querystring: monthQuery.extend({ lang: z.enum(['hi', 'en']).optional() }),
        response: { 200: digestPreview },
      },
    },
    async (req) => {
      assertStaffOf(requireUser(req), req.params.organizationId);
      const org = await service.requireOrg(db, req.params.organizationId);
      const month = req.query.month ?? todayIn(org.timeZone).slice(0, 7);
      return digestFor(db, req.params.organizationId, req.params.studentId, month, req.query.lang);
    },
  );

  app.put(
    '/organizations/:organizationId/digest-settings',
    { config: { access: 'admin' }, schema: { tags, params: organizationParams, body: digestSettings, response: { 200: digestSettings } } },
    async (req) => {
      assertStaffOf(requireUser(req), req.params.organizationId);
      const [row] = await db
        .update(organizations)
        .set({ guardianDigestEnabled: req.body.enabled, updatedAt: new Date() })
        .where(eq(organizations.id, req.params.organizationId))
        .returning({ enabled: organizations.guardianDigestEnabled });
      return { enabled: row.enabled };
    },
  );
}
