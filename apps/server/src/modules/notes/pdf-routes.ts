import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okResponse } from '@pariksha/shared/schemas/common';
import { pdfDownloadQuery, pdfIdParams, pdfList, pdfListQuery, pdfSummary } from '@pariksha/shared/schemas/notes';
import { requireUser, staffOnly } from '../../plugins/auth.ts';
import { ensureDemoPdfFiles } from '../../db/demo/notes.ts';
import { attachmentDisposition } from './filename.ts';
import * as service from './pdf-service.ts';

/**
 * /api/pdfs: study PDFs. Downloads go through here with the caller's token and the membership
 * check, never through the public immutable /api/files route the avatars use.
 */
export async function pdfRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['notes'];
  const forStaff = staffOnly('Only admins and teachers can manage notes and PDFs');

  // Demo PDFs are seeded as rows; their bytes are generated into this app's storage.
  app.addHook('onReady', async () => {
    await ensureDemoPdfFiles(app.deps.db, app.deps.storage);
  });

  app.get('/pdfs', { config: { access: 'user' }, schema: { tags, querystring: pdfListQuery, response: { 200: pdfList } } }, async (req) =>
    service.listPdfs(app.deps, requireUser(req), req.query),
  );

  app.post(
    '/pdfs',
    { config: forStaff, schema: { tags, consumes: ['multipart/form-data'], response: { 201: pdfSummary } } },
    async (req, reply) => reply.code(201).send(await service.uploadPdf(app.deps, req, requireUser(req))),
  );

  app.get(
    '/pdfs/:pdfId/download',
    { config: { access: 'user' }, schema: { tags, params: pdfIdParams, querystring: pdfDownloadQuery } },
    async (req, reply) => {
      const { pdf, bytes } = await service.readPdf(app.deps, requireUser(req), req.params.pdfId);
      const preferred = req.query.lang ?? (req.headers['accept-language']?.toLowerCase().startsWith('en') ? 'en' : 'hi');
      const other = preferred === 'hi' ? 'en' : 'hi';
      const title = pdf.title[preferred] || pdf.title[other] || pdf.fileName.replace(/\.pdf$/i, '');
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', attachmentDisposition(title, pdf.title.en ?? pdf.fileName.replace(/\.pdf$/i, '')))
        .header('content-length', bytes.length)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    },
  );

  app.delete('/pdfs/:pdfId', { config: forStaff, schema: { tags, params: pdfIdParams, response: { 200: okResponse } } }, async (req) =>
    service.deletePdf(app.deps, requireUser(req), req.params.pdfId),
  );
}
