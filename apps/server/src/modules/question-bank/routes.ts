import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okResponse } from '@pariksha/shared/schemas/common';
import {
  bankExportQuery,
  bankList,
  bankQuery,
  bankQuestion,
  IMPORT_MAX_BYTES,
  importDefaults,
  importReport,
  type ImportDefaults,
  importTemplateQuery,
  questionIdParams,
  questionInput,
} from '@pariksha/shared/schemas/question-bank';
import { findSubject, isKnownTopic } from '@pariksha/shared/taxonomy/taxonomy';
import { badRequest } from '../../lib/errors.ts';
import { requireUser, staffOnly } from '../../plugins/auth.ts';
import { readQuestionImport, templateCsv, templateXlsx } from './import-files.ts';
import { exportMoodleXml } from './export.ts';
import * as service from './service.ts';

/** The import report's row messages follow the caller's language, like error messages do. */
const languageOf = (req: FastifyRequest) => (req.headers['accept-language']?.toLowerCase().startsWith('hi') ? 'hi' : 'en');

/**
 * The import's default subject and topic (multipart fields), checked against the taxonomy:
 * a default that is not in the list would only turn every row it fills into an error.
 */
function readDefaults(fields: Record<string, string>): ImportDefaults {
  const parsed = importDefaults.safeParse(fields);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]!.message);
  const subject = parsed.data.defaultSubject?.toLowerCase() || undefined;
  const topic = parsed.data.defaultTopic?.toLowerCase() || undefined;
  if (subject && !findSubject(subject)) throw badRequest('Choose a subject from the list');
  if (topic && (!subject || !isKnownTopic(subject, topic))) throw badRequest('Choose a subject and topic from the list');
  return { subject, topic };
}

/**
 * Reads the uploaded file (size limit for imports, not the avatar one) into a report, and the
 * questions to save. Fields may come before or after the file.
 */
async function readUpload(req: FastifyRequest, withQuestions = true) {
  const fields: Record<string, string> = {};
  let file: { filename: string; bytes: Buffer } | null = null;
  for await (const part of req.parts({ limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 10, fieldSize: 200 } })) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer(); // throws FST_REQ_FILE_TOO_LARGE (413) past the limit
      if (part.fieldname === 'file') file = { filename: part.filename, bytes };
    } else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
  }
  if (!file) throw badRequest('Choose a file to upload: .csv, .xlsx, .xml, .gift or .txt');
  return readQuestionImport(file.filename, file.bytes, languageOf(req), withQuestions, readDefaults(fields));
}

export async function questionBankRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const tags = ['question-bank'];
  const forStaff = staffOnly('Only admins and teachers can manage the question bank');

  app.get('/question-bank', { config: forStaff, schema: { tags, querystring: bankQuery, response: { 200: bankList } } }, async (req) =>
    service.listQuestions(db, requireUser(req), req.query),
  );

  app.get(
    '/question-bank/import/template',
    { config: forStaff, schema: { tags, querystring: importTemplateQuery } },
    async (req, reply) => {
      const xlsx = req.query.format === 'xlsx';
      const bytes = xlsx ? await templateXlsx() : templateCsv();
      return reply
        .header('content-type', xlsx ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' : 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="question-import-template.${xlsx ? 'xlsx' : 'csv'}"`)
        .send(bytes);
    },
  );

  app.post(
    '/question-bank/import/preview',
    { config: forStaff, schema: { tags, consumes: ['multipart/form-data'], response: { 200: importReport } } },
    async (req) => (await readUpload(req, false)).report,
  );

  app.post(
    '/question-bank/import',
    { config: forStaff, schema: { tags, consumes: ['multipart/form-data'], response: { 201: importReport } } },
    async (req, reply) => {
      const { report, questions, images } = await readUpload(req);
      return reply.code(201).send(await service.importQuestions(db, requireUser(req), report, questions, images, app.deps.storage));
    },
  );

  app.get('/question-bank/export/moodle-xml', { config: forStaff, schema: { tags, querystring: bankExportQuery } }, async (req, reply) =>
    reply
      .header('content-type', 'application/xml; charset=utf-8')
      .header('content-disposition', 'attachment; filename="pariksha-questions-moodle.xml"')
      .send(await exportMoodleXml(app.deps, requireUser(req), req.query)),
  );

  app.get(
    '/question-bank/:questionId',
    { config: forStaff, schema: { tags, params: questionIdParams, response: { 200: bankQuestion } } },
    async (req) => service.getQuestion(db, requireUser(req), req.params.questionId),
  );

  app.post(
    '/question-bank',
    { config: forStaff, schema: { tags, body: questionInput, response: { 201: bankQuestion } } },
    async (req, reply) => reply.code(201).send(await service.createQuestion(db, requireUser(req), req.body)),
  );

  app.patch(
    '/question-bank/:questionId',
    { config: forStaff, schema: { tags, params: questionIdParams, body: questionInput, response: { 200: bankQuestion } } },
    async (req) => service.updateQuestion(db, requireUser(req), req.params.questionId, req.body),
  );

  app.delete(
    '/question-bank/:questionId',
    { config: forStaff, schema: { tags, params: questionIdParams, response: { 200: okResponse } } },
    async (req) => {
      await service.deleteQuestion(db, requireUser(req), req.params.questionId);
      return { ok: true as const };
    },
  );
}
