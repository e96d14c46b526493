import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import {
  bookmarkList,
  bookmarkListQuery,
  bookmarkParams,
  bookmarkRequest,
  bookmarkState,
  bookmarkStatus,
  bookmarkStatusQuery,
} from '@pariksha/shared/schemas/bookmarks';
import { questionBookmarks, questions } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { requireUser } from '../../plugins/auth.ts';
import { findVisibleQuestion, toAnsweredQuestion } from '../practice/questions.ts';
import { questionVisibleTo } from '../questions/visibility.ts';

/** One list of saved questions per user, whatever page they were bookmarked on. */
export async function bookmarkRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const tags = ['bookmarks'];

  app.put(
    '/bookmarks/:questionId',
    { config: { access: 'user' }, schema: { tags, params: bookmarkParams, body: bookmarkRequest, response: { 200: bookmarkState } } },
    async (req) => {
      const me = requireUser(req);
      const question = await findVisibleQuestion(db, me, req.params.questionId);
      if (!question) throw notFound('Question');
      // Idempotent: a second bookmark keeps the first one's source and time.
      await db
        .insert(questionBookmarks)
        .values({ userId: me.id, questionId: question.id, organizationId: me.organizationId, source: req.body.source })
        .onConflictDoNothing();
      return { bookmarked: true };
    },
  );

  app.delete(
    '/bookmarks/:questionId',
    { config: { access: 'user' }, schema: { tags, params: bookmarkParams, response: { 200: bookmarkState } } },
    async (req) => {
      const me = requireUser(req);
      await db
        .delete(questionBookmarks)
        .where(and(eq(questionBookmarks.userId, me.id), eq(questionBookmarks.questionId, req.params.questionId)));
      return { bookmarked: false };
    },
  );

  app.get(
    '/bookmarks',
    { config: { access: 'user' }, schema: { tags, querystring: bookmarkListQuery, response: { 200: bookmarkList } } },
    async (req) => {
      const me = requireUser(req);
      const { page, limit, source, subject } = req.query;
      // A bookmark of a question hidden now (it went into a live test, say) is left out until
      // the rule shows it again: the list carries answers.
      const filters: SQL[] = [eq(questionBookmarks.userId, me.id), questionVisibleTo(me)];
      if (source) filters.push(eq(questionBookmarks.source, source));
      if (subject) filters.push(eq(questions.subject, subject));
      const where = and(...filters);
      const rows = await db
        .select({ question: questions, source: questionBookmarks.source, createdAt: questionBookmarks.createdAt })
        .from(questionBookmarks)
        .innerJoin(questions, eq(questions.id, questionBookmarks.questionId))
        .where(where)
        .orderBy(desc(questionBookmarks.createdAt), desc(questionBookmarks.questionId))
        .limit(limit)
        .offset((page - 1) * limit);
      const [{ total }] = await db
        .select({ total: count() })
        .from(questionBookmarks)
        .innerJoin(questions, eq(questions.id, questionBookmarks.questionId))
        .where(where);
      return {
        data: rows.map((r) => ({ question: toAnsweredQuestion(r.question), source: r.source, createdAt: r.createdAt.toISOString() })),
        total,
        page,
        limit,
      };
    },
  );

  app.get(
    '/bookmarks/status',
    { config: { access: 'user' }, schema: { tags, querystring: bookmarkStatusQuery, response: { 200: bookmarkStatus } } },
    async (req) => {
      const me = requireUser(req);
      const rows = await db
        .select({ id: questionBookmarks.questionId })
        .from(questionBookmarks)
        .where(and(eq(questionBookmarks.userId, me.id), inArray(questionBookmarks.questionId, req.query.ids)));
      return { bookmarked: rows.map((r) => r.id) };
    },
  );
}
