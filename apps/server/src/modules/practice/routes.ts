import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { questionIdParams } from '@pariksha/shared/schemas/question-bank';
import {
  generatedPracticeList,
  generatedPracticeQuery,
  practiceAnswerDetail,
  practiceCheckRequest,
  practiceCheckResponse,
  practiceQuestionList,
  practiceQuestionsQuery,
  practiceSubjects,
} from '@pariksha/shared/schemas/practice';
import { requireUser } from '../../plugins/auth.ts';
import * as service from './service.ts';

/**
 * Question practice (/questions): counts per topic, a page of questions, show answer, check a
 * choice, and fresh generated questions for the arithmetic topics ("generate more").
 */
export async function practiceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const tags = ['practice'];

  app.get('/practice/subjects', { config: { access: 'user' }, schema: { tags, response: { 200: practiceSubjects } } }, async (req) =>
    service.subjectCounts(db, requireUser(req)),
  );

  app.get(
    '/practice/questions',
    { config: { access: 'user' }, schema: { tags, querystring: practiceQuestionsQuery, response: { 200: practiceQuestionList } } },
    async (req) => service.listQuestions(db, requireUser(req), req.query),
  );

  // Registered beside /practice/questions; "generated-questions" is its own path, never an id.
  app.get(
    '/practice/generated-questions',
    { config: { access: 'user' }, schema: { tags, querystring: generatedPracticeQuery, response: { 200: generatedPracticeList } } },
    async (req) => service.generatedQuestions(req.query),
  );

  app.get(
    '/practice/questions/:questionId/answer',
    { config: { access: 'user' }, schema: { tags, params: questionIdParams, response: { 200: practiceAnswerDetail } } },
    async (req) => service.answerOf(db, requireUser(req), req.params.questionId),
  );

  app.post(
    '/practice/questions/:questionId/check',
    {
      config: { access: 'user' },
      schema: { tags, params: questionIdParams, body: practiceCheckRequest, response: { 200: practiceCheckResponse } },
    },
    async (req) => service.check(db, requireUser(req), req.params.questionId, req.body.optionId),
  );
}
