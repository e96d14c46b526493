import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okResponse } from '@pariksha/shared/schemas/common';
import {
  authoringExam,
  authoringExamList,
  createExamRequest,
  createSetRequest,
  examIdParams,
  publishExamRequest,
  sectionIdParams,
  setIdParams,
  setSectionQuestionsRequest,
  updateExamRequest,
  updateSectionRequest,
  updateSetRequest,
} from '@pariksha/shared/schemas/exams';
import { requireUser, staffOnly } from '../../plugins/auth.ts';
import * as service from './service.ts';

/** Admins and teachers build their organisation's tests here; students see them in modules/exams. */
export async function examAuthoringRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const tags = ['exam-authoring'];
  const forStaff = staffOnly('Only admins and teachers can manage tests');

  app.get('/exam-authoring', { config: forStaff, schema: { tags, response: { 200: authoringExamList } } }, async (req) => ({
    data: await service.listExams(db, requireUser(req)),
  }));

  app.post(
    '/exam-authoring',
    { config: forStaff, schema: { tags, body: createExamRequest, response: { 201: authoringExam } } },
    async (req, reply) => reply.code(201).send(await service.createExam(db, requireUser(req), req.body)),
  );

  app.get(
    '/exam-authoring/:examId',
    { config: forStaff, schema: { tags, params: examIdParams, response: { 200: authoringExam } } },
    async (req) => service.getExam(db, requireUser(req), req.params.examId),
  );

  app.patch(
    '/exam-authoring/:examId',
    { config: forStaff, schema: { tags, params: examIdParams, body: updateExamRequest, response: { 200: authoringExam } } },
    async (req) => service.updateExam(db, requireUser(req), req.params.examId, req.body),
  );

  app.delete(
    '/exam-authoring/:examId',
    { config: forStaff, schema: { tags, params: examIdParams, response: { 200: okResponse } } },
    async (req) => {
      await service.deleteExam(db, requireUser(req), req.params.examId);
      return { ok: true as const };
    },
  );

  app.post(
    '/exam-authoring/:examId/publish',
    { config: forStaff, schema: { tags, params: examIdParams, body: publishExamRequest, response: { 200: authoringExam } } },
    async (req) => service.publishExam(db, requireUser(req), req.params.examId, req.body.isPublished),
  );

  app.post(
    '/exam-authoring/:examId/sets',
    { config: forStaff, schema: { tags, params: examIdParams, body: createSetRequest, response: { 201: authoringExam } } },
    async (req, reply) => reply.code(201).send(await service.createSet(db, requireUser(req), req.params.examId, req.body)),
  );

  app.patch(
    '/exam-authoring/sets/:setId',
    { config: forStaff, schema: { tags, params: setIdParams, body: updateSetRequest, response: { 200: authoringExam } } },
    async (req) => service.updateSet(db, requireUser(req), req.params.setId, req.body),
  );

  app.delete(
    '/exam-authoring/sets/:setId',
    { config: forStaff, schema: { tags, params: setIdParams, response: { 200: authoringExam } } },
    async (req) => service.deleteSet(db, requireUser(req), req.params.setId),
  );

  app.patch(
    '/exam-authoring/sections/:sectionId',
    { config: forStaff, schema: { tags, params: sectionIdParams, body: updateSectionRequest, response: { 200: authoringExam } } },
    async (req) => service.updateSection(db, requireUser(req), req.params.sectionId, req.body),
  );

  app.put(
    '/exam-authoring/sections/:sectionId/questions',
    { config: forStaff, schema: { tags, params: sectionIdParams, body: setSectionQuestionsRequest, response: { 200: authoringExam } } },
    async (req) => service.setSectionQuestions(db, requireUser(req), req.params.sectionId, req.body.questionIds),
  );
}
