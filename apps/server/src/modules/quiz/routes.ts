import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  dashboardQuery,
  generatedQuestionParams,
  generatedQuestionView,
  quizAnswerFeedback,
  quizAnswerRequest,
  quizDashboard,
  quizIdParams,
  quizView,
  startQuizRequest,
} from '@pariksha/shared/schemas/quiz';
import { requireUser } from '../../plugins/auth.ts';
import { reproduce } from '../../lib/generated-questions.ts';
import * as service from './service.ts';

/** Quizzes: start (questions without answers), answer one at a time with feedback, finish, dashboard. */
export async function quizRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const tags = ['quizzes'];

  app.post(
    '/quizzes',
    { config: { access: 'user' }, schema: { tags, body: startQuizRequest, response: { 201: quizView } } },
    async (req, reply) => reply.code(201).send(await service.startQuiz(db, requireUser(req), req.body)),
  );

  // Registered before /quizzes/:quizId so "dashboard" is never read as an id.
  app.get(
    '/quizzes/dashboard',
    { config: { access: 'user' }, schema: { tags, querystring: dashboardQuery, response: { 200: quizDashboard } } },
    async (req) => service.dashboard(db, requireUser(req), req.query),
  );

  // A generated question by its name (generator and seed), answer included: the seed is only
  // revealed once the question was answered, and then names the same question for good.
  app.get(
    '/quizzes/generated-questions/:generator/:seed',
    { config: { access: 'user' }, schema: { tags, params: generatedQuestionParams, response: { 200: generatedQuestionView } } },
    async (req) => reproduce(req.params.generator, req.params.seed),
  );

  app.get(
    '/quizzes/:quizId',
    { config: { access: 'user' }, schema: { tags, params: quizIdParams, response: { 200: quizView } } },
    async (req) => service.getQuiz(db, requireUser(req), req.params.quizId),
  );

  app.post(
    '/quizzes/:quizId/answers',
    { config: { access: 'user' }, schema: { tags, params: quizIdParams, body: quizAnswerRequest, response: { 200: quizAnswerFeedback } } },
    async (req) => service.answer(db, requireUser(req), req.params.quizId, req.body.questionId, req.body.optionId),
  );

  app.post(
    '/quizzes/:quizId/finish',
    { config: { access: 'user' }, schema: { tags, params: quizIdParams, response: { 200: quizView } } },
    async (req) => service.finishQuiz(db, requireUser(req), req.params.quizId),
  );
}
