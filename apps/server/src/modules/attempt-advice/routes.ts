import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { attemptAdvice } from '@pariksha/shared/schemas/attempt-advice';
import { resultQuery } from '@pariksha/shared/schemas/attempts';
import { setIdParams } from '@pariksha/shared/schemas/exams';
import { requireUser } from '../../plugins/auth.ts';
import * as service from './service.ts';

/** "Should I attempt?" (issue 16): advice in an attempt's analysis and the strategy card before a start. */
export async function attemptAdviceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const tags = ['attempts'];

  app.get(
    '/exam-sets/:setId/advice',
    {
      config: { access: 'user' },
      schema: {
        tags,
        description:
          "Per topic of the paper: the caller's own accuracy from their history and whether attempting pays under the section's negative marking, for their submitted attempt (the latest, or `attemptId`).",
        params: setIdParams,
        querystring: resultQuery,
        response: { 200: attemptAdvice },
      },
    },
    async (req) => service.adviceForAttempt(db, requireUser(req), req.params.setId, req.query.attemptId),
  );

  app.get(
    '/exam-sets/:setId/strategy',
    {
      config: { access: 'user' },
      schema: {
        tags,
        description: "The caller's personal strategy for a set before starting it: the same per-topic advice, no attempt needed.",
        params: setIdParams,
        response: { 200: attemptAdvice },
      },
    },
    async (req) => service.strategyForSet(db, requireUser(req), req.params.setId),
  );
}
