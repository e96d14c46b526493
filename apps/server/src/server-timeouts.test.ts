import { connect as connectTcp } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateNotificationRequest } from '@pariksha/shared/schemas/notifications';
import { loadConfig } from './config.ts';
import { authHeader, createTestApp, DEMO_ORG_ID, signIn, type TestApp } from './test/app.ts';

/**
 * The HTTP server's timeouts (REQUEST_TIMEOUT_SECONDS, CONNECTION_TIMEOUT_SECONDS): a body
 * trickled in slowly or a silent connection is cut off, with the API's error shape, while a
 * websocket on the same server lives on.
 */

let t: TestApp;
let quick: FastifyInstance;
let port: number;

beforeAll(async () => {
  t = await createTestApp();
  quick = await t.withConfig({ requestTimeoutMs: 600, connectionTimeoutMs: 600 });
  await quick.listen({ port: 0, host: '127.0.0.1' });
  port = (quick.server.address() as { port: number }).port;
});
afterAll(() => t?.close());

/** Opens a raw connection, writes `start`, then one byte every `everyMs` (or nothing); resolves with what came back. */
function rawRequest(start: string, everyMs?: number): Promise<{ response: string; ms: number }> {
  return new Promise((resolve) => {
    const started = performance.now();
    const socket = connectTcp(port, '127.0.0.1');
    let response = '';
    let timer: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      socket.write(start);
      if (everyMs) timer = setInterval(() => socket.writable && socket.write(' '), everyMs);
    });
    socket.on('data', (chunk) => (response += chunk.toString('utf8')));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ response, ms: performance.now() - started });
    });
    setTimeout(() => socket.destroy(), 10_000).unref();
  });
}

const jsonOf = (response: string) => JSON.parse(response.split('\r\n\r\n')[1]);

describe('server timeouts', () => {
  it('default to 300 s for a whole request and 120 s of silence, and can be set or turned off', () => {
    const defaults = loadConfig({ NODE_ENV: 'test' });
    expect(defaults).toMatchObject({ requestTimeoutMs: 300_000, connectionTimeoutMs: 120_000 });
    expect(loadConfig({ NODE_ENV: 'test', REQUEST_TIMEOUT_SECONDS: '0', CONNECTION_TIMEOUT_SECONDS: '45' })).toMatchObject({
      requestTimeoutMs: 0,
      connectionTimeoutMs: 45_000,
    });
    expect(t.app.server.requestTimeout).toBe(t.config.requestTimeoutMs);
    expect(t.app.server.timeout).toBe(t.config.connectionTimeoutMs);
    expect(quick.server.requestTimeout).toBe(600);
  });

  it('cut off a body trickled in byte by byte with 408 in the error shape', async () => {
    const { token } = await signIn(quick, 'admin');
    const { response, ms } = await rawRequest(
      `POST /api/notes HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${token}\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n{`,
      50,
    );
    expect(response).toMatch(/^HTTP\/1\.1 408 /);
    expect(response).toMatch(/content-type: application\/json/i);
    expect(jsonOf(response)).toEqual({
      error: { code: 'VALIDATION_FAILED', message: 'The request took too long to arrive. Check your connection and try again.' },
    });
    expect(ms).toBeLessThan(5_000);
  });

  it('close a connection whose headers never complete', async () => {
    const { response, ms } = await rawRequest('GET /api/health HTTP/1.1\r\nHost: x\r\n');
    // Closed by whichever comes first: the silence timeout (no answer) or the headers timeout (408).
    expect(response === '' || /^HTTP\/1\.1 408 /.test(response), response).toBe(true);
    expect(ms).toBeLessThan(5_000);
  });

  it('answer unreadable HTTP with 400 in the error shape', async () => {
    const { response } = await rawRequest('NOT HTTP AT ALL\r\n\r\n');
    expect(response).toMatch(/^HTTP\/1\.1 400 /);
    expect(jsonOf(response).error).toEqual({ code: 'VALIDATION_FAILED', message: 'The request could not be read' });
  });

  it('leave a websocket open well past both timeouts, still receiving', async () => {
    const student = await signIn(quick, 'student');
    const admin = await signIn(quick, 'admin');
    const socket: Socket = connectSocket(`http://127.0.0.1:${port}`, { transports: ['websocket'], auth: { token: student.token } });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.on('connect', () => resolve());
        socket.on('connect_error', reject);
      });
      let disconnected = false;
      socket.on('disconnect', () => (disconnected = true));
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      expect(disconnected).toBe(false);
      const received = new Promise((resolve) => socket.on('notification', resolve));
      const payload: CreateNotificationRequest = { title: 'Still there', body: 'Sent after the timeouts' };
      const res = await quick.inject({
        method: 'POST',
        url: `/api/notifications/organization/${DEMO_ORG_ID}`,
        headers: authHeader(admin.token),
        payload,
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(await received).toMatchObject({ title: 'Still there' });
    } finally {
      socket.disconnect();
    }
  });
});
