import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  attendanceBatchList,
  attendanceDay,
  attendanceDayQuery,
  attendanceExportQuery,
  attendanceReport,
  attendanceReportQuery,
  attendanceSave,
  attendanceSaveResult,
  attendanceSettings,
  myAttendance,
  myAttendanceQuery,
  notifyAbsentRequest,
  notifyAbsentResult,
} from '@pariksha/shared/schemas/attendance';
import { requireUser, staffOnly } from '../../plugins/auth.ts';
import { exportReport } from './export.ts';
import { notifyAbsent } from './notify.ts';
import * as service from './service.ts';

const languageOf = (req: FastifyRequest) => (req.headers['accept-language']?.toLowerCase().startsWith('hi') ? 'hi' : 'en');

/**
 * Attendance under /api/attendance. Marking, reports and settings are for the staff of the
 * batch's organisation (admins, owners, teachers): a student is refused (403), another
 * organisation's batch is unknown (404). A student reads only their own month (/me), which
 * takes no student id, so there is no one else's to ask for.
 */
export async function attendanceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, queue } = app.deps;
  const tags = ['attendance'];
  const forStaff = staffOnly('Only admins and teachers can take attendance');

  app.get('/attendance/batches', { config: forStaff, schema: { tags, response: { 200: attendanceBatchList } } }, async (req) =>
    service.listBatches(db, requireUser(req)),
  );

  app.get(
    '/attendance',
    { config: forStaff, schema: { tags, querystring: attendanceDayQuery, response: { 200: attendanceDay } } },
    async (req) => service.getDay(db, requireUser(req), req.query),
  );

  app.put(
    '/attendance',
    { config: forStaff, schema: { tags, body: attendanceSave, response: { 200: attendanceSaveResult } } },
    async (req) => service.saveDay(db, requireUser(req), req.body),
  );

  app.get(
    '/attendance/report',
    { config: forStaff, schema: { tags, querystring: attendanceReportQuery, response: { 200: attendanceReport } } },
    async (req) => service.getReport(db, requireUser(req), req.query),
  );

  app.get('/attendance/report/export', { config: forStaff, schema: { tags, querystring: attendanceExportQuery } }, async (req, reply) => {
    const report = await service.getReport(db, requireUser(req), req.query);
    const file = await exportReport(report, req.query.format, languageOf(req));
    const ascii = file.filename.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '');
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`)
      .header('cache-control', 'no-store')
      .send(file.body);
  });

  app.get(
    '/attendance/me',
    { config: { access: 'user' }, schema: { tags, querystring: myAttendanceQuery, response: { 200: myAttendance } } },
    async (req) => service.getMine(db, requireUser(req), req.query.month),
  );

  app.get('/attendance/settings', { config: forStaff, schema: { tags, response: { 200: attendanceSettings } } }, async (req) =>
    service.getSettings(db, requireUser(req)),
  );

  app.put(
    '/attendance/settings',
    {
      config: staffOnly('Only admins can change attendance settings'),
      schema: { tags, body: attendanceSettings, response: { 200: attendanceSettings } },
    },
    async (req) => service.updateSettings(db, requireUser(req), req.body),
  );

  app.post(
    '/attendance/notify-absent',
    {
      config: forStaff,
      schema: {
        tags,
        summary: "Queues a message to the guardians of the day's absent students (email and/or SMS, the outbox when unconfigured)",
        body: notifyAbsentRequest,
        response: { 200: notifyAbsentResult },
      },
    },
    async (req) => notifyAbsent(db, queue, requireUser(req), req.body),
  );
}
