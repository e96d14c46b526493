import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { rooms } from '@pariksha/shared/realtime';
import type { DiscussionPost } from '@pariksha/shared/schemas/discussions';
import { discussionPosts, discussionThreads, exams, users } from '../../db/schema/index.ts';
import * as notifications from '../notifications/service.ts';

const QUOTE = 200;
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

const doubt = alias(discussionPosts, 'doubt');

/**
 * Tells a doubt's author that someone else answered it: an in-app notification of their own
 * organisation, addressed to them alone and pushed live to their room. Nothing for an answer to
 * one's own doubt, a removed doubt or an account without an organisation.
 */
export async function notifyAsker(app: FastifyInstance, answer: DiscussionPost): Promise<void> {
  if (!answer.parentId || !answer.author) return;
  const { db } = app.deps;
  const [row] = await db
    .select({
      askerId: doubt.authorId,
      askerOrg: users.organizationId,
      removedAt: doubt.removedAt,
      examTitle: exams.title,
    })
    .from(doubt)
    .innerJoin(users, eq(users.id, doubt.authorId))
    .innerJoin(discussionThreads, eq(discussionThreads.id, doubt.threadId))
    .innerJoin(exams, eq(exams.id, discussionThreads.examId))
    .where(eq(doubt.id, answer.parentId));
  if (!row || row.removedAt || !row.askerOrg || row.askerId === answer.author.id) return;
  const title = (lang: 'hi' | 'en') => row.examTitle[lang] || row.examTitle.hi || row.examTitle.en || '';
  const quote = clip(answer.body ?? '', QUOTE);
  const created = await notifications.create(db, app.deps.queue, row.askerOrg, answer.author.id, {
    hi: { title: 'आपके संदेह का उत्तर आया', body: `${answer.author.name} ने "${title('hi')}" में आपके संदेह का उत्तर दिया: “${quote}”` },
    en: { title: 'Your doubt has an answer', body: `${answer.author.name} answered your doubt in "${title('en')}": “${quote}”` },
    audience: { kind: 'students', userIds: [row.askerId] },
  });
  const { scheduledFor: _scheduledFor, ...notification } = created.notification;
  app.deps.io.to(rooms.user(row.askerId)).emit('notification', { ...notification, read: false });
}
