import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okResponse } from '@pariksha/shared/schemas/common';
import {
  dateParams,
  historyQuery,
  historyResponse,
  pickerList,
  pickerQuery,
  potdToday,
  scheduleEntry,
  scheduleList,
  scheduleQuery,
  scheduleRequest,
  solversResponse,
  submitRequest,
  submitResponse,
  syncRequest,
  todayQuery,
  userParams,
  userSummaryResponse,
} from '@pariksha/shared/schemas/potd';
import { requireUser, staffOnly } from '../../plugins/auth.ts';
import type { Lang } from './days.ts';
import { assertOwnRecord, history, syncRecord, userSummary } from './records.ts';
import { listSchedule, pickerQuestions, scheduleDay, solversOn, unscheduleDay } from './schedule.ts';
import { getToday, submitAnswer } from './today.ts';

const languageOf = (req: FastifyRequest, asked?: Lang): Lang =>
  asked ?? (req.headers['accept-language']?.toLowerCase().startsWith('hi') ? 'hi' : 'en');

/**
 * The problem of the day. The spec's paths (section 7) are kept exactly:
 * GET/POST /api/problem-of-day/users/:userId and POST /api/potd/submit. Today's problem is
 * GET /api/potd/today (its three answers are described in @pariksha/shared/schemas/potd).
 */
export async function potdRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const tags = ['potd'];
  const forStaff = staffOnly('Only admins and teachers can schedule the problem of the day');

  app.get(
    '/potd/today',
    {
      config: { access: 'user' },
      schema: { tags, querystring: todayQuery, response: { 200: potdToday, 204: z.null().describe('No problem available for today') } },
    },
    async (req, reply) => {
      const today = await getToday(db, requireUser(req), languageOf(req, req.query.lang));
      if (!today) return reply.code(204).send(null);
      return today;
    },
  );

  app.post(
    '/potd/submit',
    { config: { access: 'user' }, schema: { tags, body: submitRequest, response: { 200: submitResponse } } },
    async (req) => submitAnswer(db, requireUser(req), req.body, languageOf(req)),
  );

  app.get(
    '/problem-of-day/users/:userId',
    { config: { access: 'user' }, schema: { tags, params: userParams, response: { 200: userSummaryResponse } } },
    async (req) => {
      const me = requireUser(req);
      assertOwnRecord(me, req.params.userId);
      return { data: await userSummary(db, me) };
    },
  );

  app.post(
    '/problem-of-day/users/:userId',
    { config: { access: 'user' }, schema: { tags, params: userParams, body: syncRequest, response: { 200: userSummaryResponse } } },
    async (req) => {
      const me = requireUser(req);
      assertOwnRecord(me, req.params.userId, true);
      return { data: await syncRecord(db, me, req.body?.date) };
    },
  );

  app.get(
    '/problem-of-day/users/:userId/history',
    { config: { access: 'user' }, schema: { tags, params: userParams, querystring: historyQuery, response: { 200: historyResponse } } },
    async (req) => {
      const me = requireUser(req);
      assertOwnRecord(me, req.params.userId);
      return history(db, me, req.query.month);
    },
  );

  // Scheduling: the organisation's admins, owners and teachers.
  await app.register(async (staff) => {
    const s = staff.withTypeProvider<ZodTypeProvider>();

    s.get(
      '/potd/schedule',
      { config: forStaff, schema: { tags, querystring: scheduleQuery, response: { 200: scheduleList } } },
      async (req) => listSchedule(db, requireUser(req), req.query),
    );

    s.put(
      '/potd/schedule/:date',
      { config: forStaff, schema: { tags, params: dateParams, body: scheduleRequest, response: { 200: scheduleEntry } } },
      async (req) => scheduleDay(db, requireUser(req), req.params.date, req.body),
    );

    s.delete(
      '/potd/schedule/:date',
      { config: forStaff, schema: { tags, params: dateParams, response: { 200: okResponse } } },
      async (req) => {
        await unscheduleDay(db, requireUser(req), req.params.date);
        return { ok: true as const };
      },
    );

    s.get(
      '/potd/schedule/:date/solvers',
      { config: forStaff, schema: { tags, params: dateParams, response: { 200: solversResponse } } },
      async (req) => solversOn(db, requireUser(req), req.params.date),
    );

    s.get('/potd/questions', { config: forStaff, schema: { tags, querystring: pickerQuery, response: { 200: pickerList } } }, async (req) =>
      pickerQuestions(db, requireUser(req), req.query),
    );
  });
}
