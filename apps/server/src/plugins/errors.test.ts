import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, conflict, notFound } from '../lib/errors.ts';
import { expectError } from '../test/app.ts';
import { registerErrorHandler } from './errors.ts';

/** The error handler on a bare Fastify instance, so every branch can be provoked directly. */
let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify({ logger: false, bodyLimit: 1024 });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post('/validated', { schema: { body: z.object({ email: z.email(), age: z.number().int() }) } }, async () => ({ ok: true }));
  typed.get('/query', { schema: { querystring: z.object({ page: z.coerce.number().int().min(1) }) } }, async () => ({ ok: true }));
  typed.get('/bad-response', { schema: { response: { 200: z.object({ id: z.string() }) } } }, async () => ({ id: 42 }) as never);
  app.get('/app-error', async () => {
    throw new AppError('UNPROCESSABLE', 'The exam has already ended', { examId: 'x' });
  });
  app.get('/conflict', async () => {
    throw conflict('Already there');
  });
  app.get('/not-found', async () => {
    throw notFound('Exam');
  });
  app.get('/crash', async () => {
    throw new Error('secret connection string postgres://user:pw@db');
  });
  app.get('/teapot', async () => {
    throw Object.assign(new Error('I am a teapot'), { statusCode: 418 });
  });
  app.get('/limited', async () => {
    throw Object.assign(new Error('Rate limit exceeded, retry in 1 minute'), { statusCode: 429 });
  });
  app.get('/too-large', async () => {
    throw Object.assign(new Error('file too large'), { statusCode: 413, code: 'FST_REQ_FILE_TOO_LARGE' });
  });
  app.get('/not-multipart', async () => {
    throw Object.assign(new Error('the request is not multipart'), { statusCode: 406, code: 'FST_INVALID_MULTIPART_CONTENT_TYPE' });
  });
  await app.ready();
});
afterAll(() => app?.close());

describe('error handler', () => {
  it('answers an AppError with its status, code, message and details', async () => {
    const error = expectError(await app.inject({ method: 'GET', url: '/app-error' }), 422, 'UNPROCESSABLE');
    expect(error).toEqual({ code: 'UNPROCESSABLE', message: 'The exam has already ended', details: { examId: 'x' } });
    expectError(await app.inject({ method: 'GET', url: '/conflict' }), 409, 'CONFLICT');
    expect(expectError(await app.inject({ method: 'GET', url: '/not-found' }), 404, 'NOT_FOUND').message).toBe('Exam not found');
  });

  it('answers a body that fails its schema with 400 VALIDATION_FAILED and the fields', async () => {
    const res = await app.inject({ method: 'POST', url: '/validated', payload: { email: 'nope', age: 1.5 } });
    const error = expectError(res, 400, 'VALIDATION_FAILED');
    const fields = (error.details as { fields: { field: string; message: string }[] }).fields;
    expect(fields.map((f) => f.field).sort()).toEqual(['age', 'email']);
    expect(error.message).toMatch(/^(email|age): /);
  });

  it('answers a bad query string with 400', async () => {
    expectError(await app.inject({ method: 'GET', url: '/query?page=zero' }), 400, 'VALIDATION_FAILED');
    expect((await app.inject({ method: 'GET', url: '/query?page=2' })).statusCode).toBe(200);
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/validated',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expectError(res, 400, 'VALIDATION_FAILED');
  });

  it('answers a body over the limit with 413 PAYLOAD_TOO_LARGE', async () => {
    const res = await app.inject({ method: 'POST', url: '/validated', payload: { email: 'a@b.co', pad: 'x'.repeat(2000) } });
    expectError(res, 413, 'PAYLOAD_TOO_LARGE');
    expectError(await app.inject({ method: 'GET', url: '/too-large' }), 413, 'PAYLOAD_TOO_LARGE');
  });

  it('answers an unknown content type with a 4xx in the same shape', async () => {
    const res = await app.inject({ method: 'POST', url: '/validated', payload: 'a=b', headers: { 'content-type': 'text/csv' } });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ error: { code: 'VALIDATION_FAILED', message: expect.any(String) } });
  });

  it('answers any 429 with RATE_LIMITED and a friendly message', async () => {
    expect(expectError(await app.inject({ method: 'GET', url: '/limited' }), 429, 'RATE_LIMITED').message).toMatch(/too many/i);
  });

  it('turns a non-multipart upload into 400', async () => {
    expectError(await app.inject({ method: 'GET', url: '/not-multipart' }), 400, 'VALIDATION_FAILED');
  });

  it('passes other 4xx through in the same shape', async () => {
    expectError(await app.inject({ method: 'GET', url: '/teapot' }), 418, 'VALIDATION_FAILED');
  });

  it('hides the details of an unexpected error behind 500 INTERNAL', async () => {
    const res = await app.inject({ method: 'GET', url: '/crash' });
    const error = expectError(res, 500, 'INTERNAL');
    expect(error.message).toBe('Something went wrong on our side');
    expect(res.body).not.toContain('postgres://');
    expect(res.body).not.toContain('stack');
  });

  it('answers a response that breaks its own schema with 500 INTERNAL, not the bad data', async () => {
    const res = await app.inject({ method: 'GET', url: '/bad-response' });
    expectError(res, 500, 'INTERNAL');
    expect(res.body).not.toContain('42');
  });
});
