import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { resultQuery } from '@pariksha/shared/schemas/attempts';
import { examIdParams, setIdParams } from '@pariksha/shared/schemas/exams';
import { normalisationOverview, normalisedResult, setNormalisationRequest } from '@pariksha/shared/schemas/normalisation';
import { requireUser, staffOnly } from '../../plugins/auth.ts';
import * as service from './service.ts';

/** Normalisation of a live test in several slots: staff choose the method, students see both standings. */
export async function normalisationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const tags = ['normalisation'];
  const forStaff = staffOnly('Only admins and teachers can manage tests');

  app.get(
    '/exam-authoring/:examId/normalisation',
    { config: forStaff, schema: { tags, params: examIdParams, response: { 200: normalisationOverview } } },
    async (req) => service.getOverview(db, requireUser(req), req.params.examId),
  );

  app.put(
    '/exam-authoring/:examId/normalisation',
    {
      config: forStaff,
      schema: { tags, params: examIdParams, body: setNormalisationRequest, response: { 200: normalisationOverview } },
    },
    async (req) => service.setMethod(db, requireUser(req), req.params.examId, req.body.method),
  );

  app.get(
    '/exam-sets/:setId/normalised-result',
    { config: { access: 'user' }, schema: { tags, params: setIdParams, querystring: resultQuery, response: { 200: normalisedResult } } },
    async (req) => service.getNormalisedResult(db, requireUser(req), req.params.setId, req.query.attemptId),
  );
}
