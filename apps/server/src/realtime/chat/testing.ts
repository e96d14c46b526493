import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@pariksha/shared/realtime';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { unique } from '../../test/app.ts';

/** Helpers for the chat's socket tests (chat.test.ts and the two-instance scale-out test). */

export type ChatClient = Socket<ServerToClientEvents, ClientToServerEvents>;
export type Person = { id: string; token: string; name: string };

/**
 * A new account in `organizationId`, with an access token minted by the app (no sign-in: these
 * tests are about the socket, and argon2 and the sign-in limits would only slow them down).
 */
export async function person(
  app: FastifyInstance,
  db: Db,
  organizationId: string,
  options: { role?: 'user' | 'admin'; orgRole?: 'owner' | 'teacher' | 'student'; name?: string } = {},
): Promise<Person> {
  const id = unique('chat');
  const name = options.name ?? `Chat ${id}`;
  const [row] = await db
    .insert(users)
    .values({
      name,
      email: `${id}@test.example.com`,
      username: id,
      passwordHash: 'not-a-hash',
      organizationId,
      role: options.role ?? 'user',
      orgRole: options.orgRole ?? 'student',
    })
    .returning();
  const token = await app.deps.jwt.sign({
    sub: row!.id,
    organizationId,
    role: row!.role,
    orgRole: row!.orgRole,
    name,
  });
  return { id: row!.id, token, name };
}

export const portOf = (app: FastifyInstance) => (app.server.address() as AddressInfo).port;

/** A connected socket (websocket only, no reconnection), as the web's client connects. */
export function openChat(app: FastifyInstance, token: string, auth: Record<string, unknown> = {}): Promise<ChatClient> {
  const socket: ChatClient = connect(`http://127.0.0.1:${portOf(app)}`, {
    transports: ['websocket'],
    auth: { token, ...auth },
    reconnection: false,
    forceNew: true,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (err) => {
      socket.disconnect();
      reject(err);
    });
  });
}

/** Emits and waits for the acknowledgement (untyped payload, so tests can send bad ones). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- acks are read loosely in tests
export function ask<T = any>(socket: ChatClient, event: keyof ClientToServerEvents, payload?: unknown): Promise<T> {
  const untyped = socket.timeout(10_000) as unknown as { emitWithAck: (event: string, payload: unknown) => Promise<T> };
  return untyped.emitWithAck(event, payload);
}

/** The next `event` on `socket` that passes `match`, or a rejection after `ms`. */
export function next<E extends keyof ServerToClientEvents>(
  socket: ChatClient,
  event: E,
  match: (payload: Parameters<ServerToClientEvents[E]>[0]) => boolean = () => true,
  ms = 5000,
): Promise<Parameters<ServerToClientEvents[E]>[0]> {
  return new Promise((resolve, reject) => {
    const listener = (payload: Parameters<ServerToClientEvents[E]>[0]) => {
      if (!match(payload)) return;
      clearTimeout(timer);
      socket.off(event, listener as never);
      resolve(payload);
    };
    const timer = setTimeout(() => {
      socket.off(event, listener as never);
      reject(new Error(`no ${event} within ${ms} ms`));
    }, ms);
    socket.on(event, listener as never);
  });
}

/** Everything `socket` receives of `event` from now on (for "nothing arrived" checks). */
export function record<E extends keyof ServerToClientEvents>(socket: ChatClient, event: E) {
  const seen: Parameters<ServerToClientEvents[E]>[0][] = [];
  socket.on(event, ((payload: Parameters<ServerToClientEvents[E]>[0]) => seen.push(payload)) as never);
  return seen;
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
