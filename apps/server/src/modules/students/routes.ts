import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { localize } from '@pariksha/shared/messages';
import {
  STUDENT_EXPORT_MAX_ROWS,
  STUDENT_IMPORT_MAX_BYTES,
  student,
  studentCreate,
  studentCreated,
  studentCredentials,
  studentExportQuery,
  studentImportReport,
  studentImportResult,
  studentList,
  studentListQuery,
  studentOrgParams,
  studentParams,
  studentTemplateQuery,
  studentUpdate,
} from '@pariksha/shared/schemas/students';
import { badRequest } from '../../lib/errors.ts';
import { requireUser, staffOnly } from '../../plugins/auth.ts';
import { readStudentFile, studentExport, studentTemplate } from './import-files.ts';
import * as importing from './import-service.ts';
import * as service from './service.ts';

/** Row messages and errors follow the caller's language (Accept-Language), like every error. */
const languageOf = (req: FastifyRequest) => (req.headers['accept-language']?.toLowerCase().startsWith('hi') ? 'hi' : 'en');

async function readUpload(req: FastifyRequest) {
  const file = await req.file({ limits: { fileSize: STUDENT_IMPORT_MAX_BYTES } });
  if (!file) throw badRequest('Choose a .csv or .xlsx file to upload');
  const bytes = await file.toBuffer(); // throws FST_REQ_FILE_TOO_LARGE (413) past the limit
  return readStudentFile(file.filename, bytes, languageOf(req));
}

const sendFile = (reply: FastifyReply, format: 'csv' | 'xlsx', name: string, bytes: Buffer) =>
  reply
    .header(
      'content-type',
      format === 'xlsx' ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' : 'text/csv; charset=utf-8',
    )
    .header('content-disposition', `attachment; filename="${name}.${format}"`)
    .header('cache-control', 'no-store')
    .send(bytes);

/**
 * An organisation's students under /api/organizations/:organizationId/students: staff of that
 * organisation (a superAdmin any); another organisation's staff get 404, a student 403.
 */
export async function studentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const { db } = deps;
  const tags = ['students'];
  const forStaff = staffOnly('Only admins and teachers can manage students');
  const base = '/organizations/:organizationId/students';

  app.get(
    base,
    { config: forStaff, schema: { tags, params: studentOrgParams, querystring: studentListQuery, response: { 200: studentList } } },
    async (req) => {
      await service.requireOrganization(db, requireUser(req), req.params.organizationId);
      return service.listStudents(db, req.params.organizationId, req.query);
    },
  );

  app.post(
    base,
    { config: forStaff, schema: { tags, params: studentOrgParams, body: studentCreate, response: { 201: studentCreated } } },
    async (req, reply) => reply.code(201).send(await service.createStudent(deps, requireUser(req), req.params.organizationId, req.body)),
  );

  app.get(
    `${base}/import-template`,
    { config: forStaff, schema: { tags, params: studentOrgParams, querystring: studentTemplateQuery } },
    async (req, reply) => {
      await service.requireOrganization(db, requireUser(req), req.params.organizationId);
      return sendFile(reply, req.query.format, 'student-import-template', await studentTemplate(req.query.format));
    },
  );

  app.post(
    `${base}/import/preview`,
    {
      config: forStaff,
      schema: { tags, params: studentOrgParams, consumes: ['multipart/form-data'], response: { 200: studentImportReport } },
    },
    async (req) => {
      await service.requireOrganization(db, requireUser(req), req.params.organizationId);
      const rows = await readUpload(req);
      const lang = languageOf(req);
      return (await importing.checkImport(db, req.params.organizationId, rows, (m) => localize(m, lang))).report;
    },
  );

  app.post(
    `${base}/import`,
    {
      config: forStaff,
      schema: { tags, params: studentOrgParams, consumes: ['multipart/form-data'], response: { 201: studentImportResult } },
    },
    async (req, reply) => {
      const user = requireUser(req);
      await service.requireOrganization(db, user, req.params.organizationId);
      const rows = await readUpload(req);
      const lang = languageOf(req);
      return reply.code(201).send(await importing.importStudents(deps, user, req.params.organizationId, rows, (m) => localize(m, lang)));
    },
  );

  app.get(
    `${base}/export`,
    { config: forStaff, schema: { tags, params: studentOrgParams, querystring: studentExportQuery } },
    async (req, reply) => {
      const { organizationId } = req.params;
      await service.requireOrganization(db, requireUser(req), organizationId);
      const { format, ...filters } = req.query;
      const { data } = await service.studentsForExport(db, organizationId, filters, STUDENT_EXPORT_MAX_ROWS);
      return sendFile(reply, format, 'students', await studentExport(format, data));
    },
  );

  app.patch(
    `${base}/:studentId`,
    { config: forStaff, schema: { tags, params: studentParams, body: studentUpdate, response: { 200: student } } },
    async (req) => service.updateStudent(deps, requireUser(req), req.params.organizationId, req.params.studentId, req.body),
  );

  app.post(
    `${base}/:studentId/reset-password`,
    { config: forStaff, schema: { tags, params: studentParams, response: { 200: studentCredentials } } },
    async (req) => service.resetStudentPassword(deps, requireUser(req), req.params.organizationId, req.params.studentId),
  );
}
