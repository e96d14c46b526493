import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okResponse } from '@pariksha/shared/schemas/common';
import { noteDetail, noteIdParams, noteInput, noteList, noteListQuery } from '@pariksha/shared/schemas/notes';
import { requireUser, staffOnly } from '../../plugins/auth.ts';
import * as service from './notes-service.ts';

/** /api/notes: study notes by subject and topic; staff write their organisation's (access.ts). */
export async function notesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const tags = ['notes'];
  const forStaff = staffOnly('Only admins and teachers can manage notes and PDFs');

  app.get(
    '/notes',
    { config: { access: 'user' }, schema: { tags, querystring: noteListQuery, response: { 200: noteList } } },
    async (req) => service.listNotes(db, requireUser(req), req.query),
  );

  app.get(
    '/notes/:noteId',
    { config: { access: 'user' }, schema: { tags, params: noteIdParams, response: { 200: noteDetail } } },
    async (req) => service.getNote(db, requireUser(req), req.params.noteId),
  );

  app.post('/notes', { config: forStaff, schema: { tags, body: noteInput, response: { 201: noteDetail } } }, async (req, reply) =>
    reply.code(201).send(await service.createNote(db, requireUser(req), req.body)),
  );

  app.put(
    '/notes/:noteId',
    { config: forStaff, schema: { tags, params: noteIdParams, body: noteInput, response: { 200: noteDetail } } },
    async (req) => service.updateNote(db, requireUser(req), req.params.noteId, req.body),
  );

  app.delete('/notes/:noteId', { config: forStaff, schema: { tags, params: noteIdParams, response: { 200: okResponse } } }, async (req) =>
    service.deleteNote(db, requireUser(req), req.params.noteId),
  );
}
