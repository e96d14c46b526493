import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { idParams } from '@pariksha/shared/schemas/common';
import { feedbackItem, feedbackList, feedbackListQuery, feedbackRequest, feedbackUpdate } from '@pariksha/shared/schemas/feedback';
import { feedback } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { requireUser } from '../../plugins/auth.ts';

const toItem = (row: typeof feedback.$inferSelect) => ({
  id: row.id,
  formType: row.formType,
  name: row.name,
  email: row.email,
  phone: row.phone,
  subject: row.subject,
  message: row.message,
  handled: row.handled,
  createdAt: row.createdAt.toISOString(),
});

export async function feedbackRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const tags = ['feedback'];
  const superAdminOnly = { access: 'superAdmin' as const };

  app.post(
    '/feedback',
    {
      config: { access: 'public', rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: { tags, body: feedbackRequest, response: { 201: feedbackItem } },
    },
    async (req, reply) => {
      const [row] = await db
        .insert(feedback)
        .values({ ...req.body, phone: req.body.phone || null, userId: req.user?.id ?? null })
        .returning();
      return reply.code(201).send(toItem(row));
    },
  );

  app.get(
    '/feedback',
    { config: superAdminOnly, schema: { tags, querystring: feedbackListQuery, response: { 200: feedbackList } } },
    async (req) => {
      const { formType, handled, q, page, limit } = req.query;
      const filters: SQL[] = [];
      if (formType) filters.push(eq(feedback.formType, formType));
      if (handled) filters.push(eq(feedback.handled, handled === 'true'));
      if (q) {
        const like = `%${q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
        filters.push(
          or(ilike(feedback.name, like), ilike(feedback.email, like), ilike(feedback.subject, like), ilike(feedback.message, like))!,
        );
      }
      const where = filters.length ? and(...filters) : undefined;
      const rows = await db
        .select()
        .from(feedback)
        .where(where)
        .orderBy(desc(feedback.createdAt))
        .limit(limit)
        .offset((page - 1) * limit);
      const [{ total }] = await db.select({ total: count() }).from(feedback).where(where);
      return { data: rows.map(toItem), total };
    },
  );

  app.patch(
    '/feedback/:id',
    { config: superAdminOnly, schema: { tags, params: idParams, body: feedbackUpdate, response: { 200: feedbackItem } } },
    async (req) => {
      const me = requireUser(req);
      const [row] = await db
        .update(feedback)
        .set({ handled: req.body.handled, handledBy: req.body.handled ? me.id : null, handledAt: req.body.handled ? new Date() : null })
        .where(eq(feedback.id, req.params.id))
        .returning();
      if (!row) throw notFound('Message');
      return toItem(row);
    },
  );
}
