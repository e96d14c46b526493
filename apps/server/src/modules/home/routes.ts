import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { homeQuery, staffHome, studentHome } from '@pariksha/shared/schemas/home';
import { requireUser, staffOnly } from '../../plugins/auth.ts';
import * as service from './service.ts';

/**
 * The personal home after sign-in, one request per role for a slow phone. Both read only the
 * caller's own organisation (and the platform's public tests): there is no organisation to name.
 */
export async function homeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const tags = ['home'];

  app.get(
    '/home/student',
    { config: { access: 'user' }, schema: { tags, querystring: homeQuery, response: { 200: studentHome } } },
    async (req) => service.studentHome(db, req.log, requireUser(req), req.query.lang),
  );

  app.get(
    '/home/staff',
    {
      config: staffOnly('Only admins and teachers can do this'),
      schema: { tags, response: { 200: staffHome } },
    },
    async (req) => service.staffHome(db, req.log, requireUser(req)),
  );
}
