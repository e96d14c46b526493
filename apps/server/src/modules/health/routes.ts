import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthResponse } from '@pariksha/shared/schemas/health';
import { startLoopMonitor } from '../../lib/loop-monitor.ts';

export async function healthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { database, redis } = app.deps;
  // Started with the app, stopped when it closes; shows whether a request froze the server.
  const loop = startLoopMonitor();
  app.addHook('onClose', async () => loop.stop());
  app.get(
    '/health',
    { config: { access: 'public' }, schema: { tags: ['health'], response: { 200: healthResponse, 503: healthResponse } } },
    async (_req, reply) => {
      const dbOk = await database.ping();
      const redisOk = redis
        ? await redis.ping().then(
            (r) => r === 'PONG',
            () => false,
          )
        : undefined;
      const ok = dbOk && redisOk !== false;
      return reply.code(ok ? 200 : 503).send({
        status: ok ? 'ok' : 'degraded',
        database: { ok: dbOk, driver: database.driver },
        ...(redisOk === undefined ? {} : { redis: { ok: redisOk } }),
        uptimeSeconds: Math.round(process.uptime()),
        eventLoop: loop.read(),
      });
    },
  );
}
