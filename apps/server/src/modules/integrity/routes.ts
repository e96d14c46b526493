import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { setIdParams } from '@pariksha/shared/schemas/exams';
import { integrityReport } from '@pariksha/shared/schemas/integrity';
import { requireUser, staffOnly } from '../../plugins/auth.ts';
import * as service from './service.ts';

/** Integrity signals of a test for its organisation's staff: evidence to look at, never a penalty. */
export async function integrityRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  app.get(
    '/exam-sets/:setId/integrity',
    {
      config: staffOnly('Only admins and teachers can see the results of a test'),
      schema: { tags: ['attempts'], params: setIdParams, response: { 200: integrityReport } },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return service.integrityReport(db, requireUser(req), req.params.setId);
    },
  );
}
