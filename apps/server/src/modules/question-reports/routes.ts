import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams } from '@pariksha/shared/schemas/common';
import {
  questionReport,
  questionReportList,
  questionReportListQuery,
  questionReportParams,
  questionReportRequest,
  questionReportUpdate,
} from '@pariksha/shared/schemas/question-reports';
import { requireUser, staffOnly } from '../../plugins/auth.ts';
import * as service from './service.ts';
import { notifyStaff } from './notify.ts';

/** "Report a question" from the solutions, and the staff's list of reports to resolve. */
export async function questionReportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const tags = ['question-reports'];
  const forStaff = staffOnly('Only admins and teachers can see reported questions');

  app.post(
    '/questions/:questionId/reports',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Report a mistake in a question of a test the caller submitted',
        description: 'One report per student and question (409 for a second). The staff of the question’s organisation are notified.',
        params: questionReportParams,
        body: questionReportRequest,
        response: { 201: questionReport },
      },
    },
    async (req, reply) => {
      const me = requireUser(req);
      const { report } = await service.createReport(db, me, req.params.questionId, req.body);
      const view = await service.getReport(db, { ...me, role: 'superAdmin' }, report.id);
      // The report is stored whatever happens to the notification: a failed notice is logged, not the student's error.
      await notifyStaff(app, report.organizationId, view).catch((err: unknown) =>
        req.log.error({ err }, 'question report notification failed'),
      );
      return reply.code(201).send(view);
    },
  );

  app.get(
    '/question-reports',
    { config: forStaff, schema: { tags, querystring: questionReportListQuery, response: { 200: questionReportList } } },
    async (req) => service.listReports(db, requireUser(req), req.query),
  );

  app.patch(
    '/question-reports/:id',
    { config: forStaff, schema: { tags, params: idParams, body: questionReportUpdate, response: { 200: questionReport } } },
    async (req) => service.setResolved(db, requireUser(req), req.params.id, req.body.resolved),
  );
}
