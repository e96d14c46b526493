import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { examDetail, examIdParams, examList, examListQuery, liveTestList, setDetail, setIdParams } from '@pariksha/shared/schemas/exams';
import { requireUser } from '../../plugins/auth.ts';
import * as service from './service.ts';

/** The student catalogue: what the caller may take (visibility rule in repo.ts). */
export async function examRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const tags = ['exams'];

  app.get(
    '/exams',
    { config: { access: 'user' }, schema: { tags, querystring: examListQuery, response: { 200: examList } } },
    async (req) => service.listExams(db, requireUser(req), req.query),
  );

  app.get('/exams/live', { config: { access: 'user' }, schema: { tags, response: { 200: liveTestList } } }, async (req) =>
    service.listLive(db, requireUser(req)),
  );

  app.get(
    '/exams/:examId',
    { config: { access: 'user' }, schema: { tags, params: examIdParams, response: { 200: examDetail } } },
    async (req) => service.getExam(db, requireUser(req), req.params.examId),
  );

  app.get(
    '/exam-sets/:setId',
    { config: { access: 'user' }, schema: { tags, params: setIdParams, response: { 200: setDetail } } },
    async (req) => service.getSet(db, requireUser(req), req.params.setId),
  );
}
