import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { localize } from '@pariksha/shared/messages';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors.ts';

type Issue = { instancePath?: string; message?: string };

/** Messages follow the caller's Accept-Language (the web sends its selected language). */
const languageOf = (req: FastifyRequest) => (req.headers['accept-language']?.toLowerCase().startsWith('hi') ? 'hi' : 'en');

function describeIssues(issues: Issue[], lang: string) {
  const fields = issues.map((i) => ({
    field: (i.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.') || null,
    message: localize(i.message ?? 'Invalid value', lang),
  }));
  const first = fields[0];
  const message = first ? (first.field ? `${first.field}: ${first.message}` : first.message) : localize('Invalid request', lang);
  return { message, fields };
}

/** One JSON error shape for everything; 5xx details stay in the log. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    const lang = languageOf(req);
    const t = (message: string) => localize(message, lang);
    if (err instanceof AppError) {
      return reply
        .code(err.status)
        .send({ error: { code: err.code, message: localize(err.message, lang, err.params), details: err.details } });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const { message, fields } = describeIssues(err.validation as Issue[], lang);
      return reply.code(400).send({ error: { code: 'VALIDATION_FAILED', message, details: { fields } } });
    }
    if (isResponseSerializationError(err)) {
      req.log.error({ err, issues: err.cause.issues }, 'response did not match its schema');
      return reply.code(500).send({ error: { code: 'INTERNAL', message: t('Something went wrong on our side') } });
    }
    const status = err.statusCode ?? 500;
    if (status === 429) {
      return reply
        .code(429)
        .send({ error: { code: 'RATE_LIMITED', message: t('Too many attempts. Please wait a few minutes and try again.') } });
    }
    // @fastify/multipart answers 406 (Not Acceptable) for a non-multipart upload; it is bad input.
    if (err.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
      return reply.code(400).send({ error: { code: 'VALIDATION_FAILED', message: 'Send the file as multipart/form-data' } });
    }
    if (status === 413 || err.code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply.code(413).send({ error: { code: 'PAYLOAD_TOO_LARGE', message: t('The file is too large') } });
    }
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ error: { code: status === 404 ? 'NOT_FOUND' : 'VALIDATION_FAILED', message: err.message } });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.code(500).send({ error: { code: 'INTERNAL', message: t('Something went wrong on our side') } });
  });
}
