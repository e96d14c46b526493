import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  attemptAnalysis,
  attemptIdParams,
  attemptResult,
  type AttemptResult,
  attemptState,
  type AttemptState,
  type StartedAttempt,
  exportQuery,
  leaderboard,
  leaderboardQuery,
  myLeaderboards,
  resultQuery,
  saveAnswersRequest,
  saveAnswersResponse,
  type SaveAnswersResponse,
  setAttempts,
  startAttemptQuery,
  startAttemptRequest,
  startedAttempt,
  startedSummary,
  submitAttemptRequest,
  paperDescriptor,
  paperParams,
} from '@pariksha/shared/schemas/attempts';
import { setIdParams } from '@pariksha/shared/schemas/exams';
import { requireUser, staffOnly } from '../../plugins/auth.ts';
import * as attempts from './service.ts';
import * as results from './results.ts';
import * as boards from './leaderboard.ts';
import * as staff from './staff.ts';
import * as paper from './paper.ts';

/**
 * Attempt views arrive as ready JSON bytes (service.ts renderView): Fastify sends a buffer as
 * it is, so the schema documents the shape without re-checking it (the tests check it).
 */
const JSON_TYPE = 'application/json; charset=utf-8';
const preRendered = <T = AttemptState>(json: Buffer) => json as unknown as T;
/** A paper version never changes (its URL names its hash); only its owner's browser keeps it. */
const IMMUTABLE = 'private, max-age=31536000, immutable';

const languageOf = (req: FastifyRequest) => (req.headers['accept-language']?.toLowerCase().startsWith('hi') ? 'hi' : 'en');

/** The exam hall, results, leaderboards and the staff's view of a set's attempts. */
export async function attemptRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const tags = ['attempts'];
  const forStaff = staffOnly('Only admins and teachers can see the results of a test');

  app.post(
    '/exam-sets/:setId/attempts',
    {
      config: { access: 'user' },
      schema: {
        tags,
        params: setIdParams,
        querystring: startAttemptQuery,
        body: startAttemptRequest.nullish(),
        response: { 200: startedAttempt.or(startedSummary), 201: startedAttempt.or(startedSummary) },
      },
    },
    async (req, reply) => {
      // The body is optional: a bare POST starts in Hindi.
      const { view, created } = await attempts.startAttempt(db, requireUser(req), req.params.setId, req.body?.language ?? 'hi', {
        summary: req.query.view === 'summary',
      });
      return reply
        .code(created ? 201 : 200)
        .type(JSON_TYPE)
        .send(preRendered<StartedAttempt>(view));
    },
  );

  app.get(
    '/exam-sets/:setId/attempt',
    { config: { access: 'user' }, schema: { tags, params: setIdParams, response: { 200: attemptState } } },
    async (req, reply) => reply.type(JSON_TYPE).send(preRendered(await attempts.getOpenAttempt(db, requireUser(req), req.params.setId))),
  );

  app.get(
    '/attempts/:attemptId',
    { config: { access: 'user' }, schema: { tags, params: attemptIdParams, response: { 200: attemptState } } },
    async (req, reply) => reply.type(JSON_TYPE).send(preRendered(await attempts.getAttempt(db, requireUser(req), req.params.attemptId))),
  );

  app.get(
    '/exam-sets/:setId/paper',
    { config: { access: 'user' }, schema: { tags, params: setIdParams, response: { 200: paperDescriptor } } },
    async (req, reply) => {
      reply.header('cache-control', 'no-cache');
      return paper.describePaper(db, requireUser(req), req.params.setId);
    },
  );

  app.get(
    '/exam-sets/:setId/paper/:version',
    {
      config: { access: 'user' },
      schema: {
        tags,
        params: paperParams,
        description:
          'The paper (examPaper JSON, brotli or gzip by Accept-Encoding), or with `.enc` the sealed copy for the pre-load (docs/exam-paper.md). Strong ETag; If-None-Match answers 304.',
      },
    },
    async (req, reply) => {
      const served = await paper.servePaper(db, requireUser(req), req.params.setId, req.params.version);
      reply.header('etag', served.etag).header('cache-control', IMMUTABLE).header('vary', 'accept-encoding');
      if (paper.etagMatches(req.headers['if-none-match'], served.etag)) return reply.code(304).send();
      if (served.kind === 'sealed') return reply.type('application/octet-stream').send(served.body);
      const encoding = paper.pickEncoding(req.headers['accept-encoding']);
      reply.type(JSON_TYPE);
      if (encoding) reply.header('content-encoding', encoding);
      return reply.send(encoding === 'br' ? served.files.br : encoding === 'gzip' ? served.files.gzip : served.files.raw);
    },
  );

  app.put(
    '/attempts/:attemptId/answers',
    {
      config: { access: 'user' },
      schema: { tags, params: attemptIdParams, body: saveAnswersRequest, response: { 200: saveAnswersResponse } },
    },
    // Ready JSON, not re-checked against the schema on the way out: this is the hottest route.
    async (req, reply) =>
      reply
        .type(JSON_TYPE)
        .send(
          preRendered<SaveAnswersResponse>(
            Buffer.from(JSON.stringify(await attempts.saveAnswers(db, requireUser(req), req.params.attemptId, req.body))),
          ),
        ),
  );

  app.post(
    '/attempts/:attemptId/submit',
    {
      config: { access: 'user' },
      schema: { tags, params: attemptIdParams, body: submitAttemptRequest.nullish(), response: { 200: attemptResult } },
    },
    async (req, reply) => {
      const submitted = await attempts.submitOwn(db, requireUser(req), req.params.attemptId, Date.now(), {
        tabSwitches: req.body?.tabSwitches,
      });
      // Ready JSON (the submit rush): the result is built to the schema, the tests check it.
      return reply.type(JSON_TYPE).send(preRendered<AttemptResult>(Buffer.from(JSON.stringify(await results.resultOf(db, submitted)))));
    },
  );

  app.get(
    '/exam-sets/:setId/result',
    { config: { access: 'user' }, schema: { tags, params: setIdParams, querystring: resultQuery, response: { 200: attemptResult } } },
    async (req) => results.getResult(db, requireUser(req), req.params.setId, req.query.attemptId),
  );

  app.get(
    '/exam-sets/:setId/analysis',
    { config: { access: 'user' }, schema: { tags, params: setIdParams, querystring: resultQuery, response: { 200: attemptAnalysis } } },
    async (req) => results.getAnalysis(db, requireUser(req), req.params.setId, req.query.attemptId),
  );

  app.get(
    '/exam-sets/:setId/leaderboard',
    { config: { access: 'user' }, schema: { tags, params: setIdParams, querystring: leaderboardQuery, response: { 200: leaderboard } } },
    async (req) => boards.getLeaderboard(db, requireUser(req), req.params.setId, req.query.page, req.query.limit),
  );

  app.get('/leaderboards/me', { config: { access: 'user' }, schema: { tags, response: { 200: myLeaderboards } } }, async (req) =>
    boards.myLeaderboards(db, requireUser(req)),
  );

  app.get(
    '/exam-sets/:setId/attempts',
    { config: forStaff, schema: { tags, params: setIdParams, response: { 200: setAttempts } } },
    async (req) => staff.listSetAttempts(db, requireUser(req), req.params.setId),
  );

  app.get(
    '/exam-sets/:setId/attempts/export',
    { config: forStaff, schema: { tags, params: setIdParams, querystring: exportQuery } },
    async (req, reply) => {
      const file = await staff.exportSetAttempts(db, requireUser(req), req.params.setId, req.query.format, languageOf(req));
      const ascii = file.filename.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '');
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`)
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );
}
