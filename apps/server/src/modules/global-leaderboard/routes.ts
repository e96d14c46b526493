import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { globalLeaderboard, globalLeaderboardQuery } from '@pariksha/shared/schemas/global-leaderboard';
import { requireUser } from '../../plugins/auth.ts';
import { getGlobalLeaderboard } from './service.ts';

/** GET /api/global-leaderboard: points from quizzes, tests and the daily problem (docs/points.md). */
export async function globalLeaderboardRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  app.get(
    '/global-leaderboard',
    {
      config: { access: 'user' },
      schema: { tags: ['global-leaderboard'], querystring: globalLeaderboardQuery, response: { 200: globalLeaderboard } },
    },
    async (req) => getGlobalLeaderboard(db, requireUser(req), req.query),
  );
}
