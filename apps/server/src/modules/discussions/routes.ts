import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  discussionParams,
  discussionPost,
  discussionPostParams,
  discussionThread,
  examDiscussionList,
  examDiscussionParams,
  newDiscussionPost,
  upvoteState,
} from '@pariksha/shared/schemas/discussions';
import { requireUser, staffOnly } from '../../plugins/auth.ts';
import * as service from './service.ts';
import { notifyAsker } from './notify.ts';

/**
 * Discussion of a test's questions (issue 16). Every route is for members who could take the
 * test and the staff of its organisation (access.ts: 404 for anyone else), and answers 409
 * until a live test's window has ended.
 */
export async function discussionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const tags = ['discussions'];
  const forStaff = staffOnly(service.ONLY_STAFF_MARK_BEST);

  app.get(
    '/exams/:examId/discussions',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Questions of a test with a discussion',
        params: examDiscussionParams,
        response: { 200: examDiscussionList },
      },
    },
    async (req) => service.listThreads(db, requireUser(req), req.params.examId),
  );

  app.get(
    '/exams/:examId/questions/:questionId/discussion',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'The discussion of one question of a test: doubts, answers, upvotes, best answers',
        params: discussionParams,
        response: { 200: discussionThread },
      },
    },
    async (req) => service.getThread(db, requireUser(req), req.params.examId, req.params.questionId),
  );

  app.post(
    '/exams/:examId/questions/:questionId/discussion/posts',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Ask a doubt about a question, or answer one (parentId)',
        description: 'Plain text with $…$ maths, at most 2000 characters; control and direction-override characters are removed.',
        params: discussionParams,
        body: newDiscussionPost,
        response: { 201: discussionPost },
      },
    },
    async (req, reply) => {
      const post = await service.createPost(db, requireUser(req), req.params.examId, req.params.questionId, req.body);
      // The answer is stored whatever happens to the notice: a failed one is logged, not the caller's error.
      await notifyAsker(app, post).catch((err: unknown) => req.log.error({ err }, 'discussion answer notification failed'));
      return reply.code(201).send(post);
    },
  );

  for (const [method, on] of [
    ['PUT', true],
    ['DELETE', false],
  ] as const) {
    app.route({
      method,
      url: '/discussion-posts/:postId/upvote',
      config: { access: 'user' },
      schema: {
        tags,
        summary: on ? 'Upvote a post (again changes nothing)' : 'Take back an upvote',
        params: discussionPostParams,
        response: { 200: upvoteState },
      },
      handler: async (req) => service.setUpvote(db, requireUser(req), req.params.postId, on),
    });
    app.route({
      method,
      url: '/discussion-posts/:postId/best',
      config: forStaff,
      schema: {
        tags,
        summary: on ? 'Staff: mark an answer as the best answer of its doubt' : 'Staff: clear the best-answer mark',
        params: discussionPostParams,
        response: { 200: discussionPost },
      },
      handler: async (req) => service.setBest(db, requireUser(req), req.params.postId, on),
    });
  }

  app.delete(
    '/discussion-posts/:postId',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Delete your own post; the test’s staff hide anyone’s',
        params: discussionPostParams,
        response: { 200: discussionPost },
      },
    },
    async (req) => service.removePost(db, requireUser(req), req.params.postId),
  );
}
