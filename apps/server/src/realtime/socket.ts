import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { rooms, type ClientToServerEvents, type ServerToClientEvents } from '@pariksha/shared/realtime';
import type { Config } from '../config.ts';
import { createJwt } from '../lib/jwt.ts';
import { staleReason } from '../lib/token-version.ts';
import { registerChat } from './chat/chat-handlers.ts';

export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents>;

/**
 * Socket.IO on the same HTTP server, websocket transport only (so no sticky sessions are
 * needed), authenticated by the access token in the handshake. With Redis, rooms span every
 * instance.
 */
export function createRealtime(app: FastifyInstance, config: Config, redis: Redis | null): RealtimeServer {
  const io: RealtimeServer = new Server(app.server, {
    transports: ['websocket'],
    cors: config.corsOrigin ? { origin: config.corsOrigin.split(',') } : undefined,
  });
  if (redis) io.adapter(createAdapter(redis, redis.duplicate()));
  const jwt = createJwt(config.jwtSecret);

  io.use(async (socket, next) => {
    const token = typeof socket.handshake.auth?.token === 'string' ? socket.handshake.auth.token : null;
    const payload = token ? await jwt.verify(token) : null;
    if (!payload) return next(new Error('UNAUTHORIZED'));
    // A socket lives for hours: one lookup at the handshake refuses a token issued before a
    // role, organisation, password or active change (bumps close the sockets already open).
    try {
      if (staleReason(payload, await app.deps.tokenVersions.lookup(payload.sub))) return next(new Error('UNAUTHORIZED'));
    } catch {
      return next(new Error('UNAVAILABLE'));
    }
    socket.data.user = payload;
    next();
  });

  io.on('connection', (socket) => {
    const user = socket.data.user;
    void socket.join([rooms.organization(user.organizationId), rooms.user(user.sub)]);
    registerChat(app, io, socket);
  });

  // Websockets would keep the HTTP server from closing: end them before Fastify closes it
  // (io.close() would close the HTTP server itself, under Fastify's feet).
  app.addHook('preClose', async () => {
    io.disconnectSockets(true);
    io.engine.close();
  });
  return io;
}
