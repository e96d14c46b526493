import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { rooms } from '@pariksha/shared/realtime';
import { okResponse } from '@pariksha/shared/schemas/common';
import {
  groupCreate,
  groupDetail,
  groupList,
  groupMemberParams,
  groupMembersAdd,
  groupMemberUpdate,
  groupMessageList,
  groupMessagesQuery,
  groupParams,
  groupUpdate,
  memberCandidateList,
  memberCandidatesQuery,
} from '@pariksha/shared/schemas/groups';
import { chatAttachment, chatAttachmentParams } from '@pariksha/shared/schemas/chat';
import { requireUser, staffOnly } from '../../plugins/auth.ts';
import { groupChangesFor } from '../../realtime/chat/group-changes.ts';
import { readAttachment, uploadAttachment } from './attachments.ts';
import * as service from './service.ts';

/**
 * Groups under /api/groups. Every route is for signed-in users; what each caller may do in a
 * group is decided by its policy (policy.ts): staff of the group's organisation and its
 * members see it, staff and moderators manage it. Another organisation's group, and a group
 * a student is not in, answer 404.
 */
export async function groupRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, io } = app.deps;
  const tags = ['groups'];
  // A removed member's open sockets leave the group's room on every instance (Redis adapter).
  const onRemoved: service.OnMembersRemoved = (groupId, userIds) => {
    // Marked first: a joinGroup that read the membership before the removal looks again (realtime/chat).
    groupChangesFor(io).changed(groupId);
    for (const userId of userIds) io.in(rooms.user(userId)).socketsLeave(rooms.group(groupId));
  };
  // Any change to a group (settings, archive, members, roles) drops what open chat sockets
  // remember of it, on every instance; before the answer goes out, so the caller's next event sees it.
  app.addHook('onSend', async (req, reply, payload) => {
    const { groupId } = (req.params ?? {}) as { groupId?: string };
    const upload = req.routeOptions.url?.endsWith('/attachments');
    if (groupId && req.method !== 'GET' && !upload && reply.statusCode < 300) groupChangesFor(io).changed(groupId);
    return payload;
  });

  app.get('/groups', { config: { access: 'user' }, schema: { tags, response: { 200: groupList } } }, async (req) =>
    service.listGroups(db, requireUser(req)),
  );

  app.post(
    '/groups',
    {
      config: staffOnly('Only admins and teachers can create groups'),
      schema: { tags, body: groupCreate, response: { 201: groupDetail } },
    },
    async (req, reply) => reply.code(201).send(await service.createGroup(db, requireUser(req), req.body)),
  );

  // Before /groups/:groupId, though the router would prefer the static path anyway.
  app.get(
    '/groups/member-candidates',
    { config: { access: 'user' }, schema: { tags, querystring: memberCandidatesQuery, response: { 200: memberCandidateList } } },
    async (req) => service.memberCandidates(db, requireUser(req), req.query),
  );

  app.get(
    '/groups/:groupId',
    { config: { access: 'user' }, schema: { tags, params: groupParams, response: { 200: groupDetail } } },
    async (req) => service.getGroup(db, requireUser(req), req.params.groupId),
  );

  app.patch(
    '/groups/:groupId',
    { config: { access: 'user' }, schema: { tags, params: groupParams, body: groupUpdate, response: { 200: groupDetail } } },
    async (req) => service.updateGroup(db, requireUser(req), req.params.groupId, req.body),
  );

  app.delete(
    '/groups/:groupId',
    { config: { access: 'user' }, schema: { tags, params: groupParams, response: { 200: groupDetail } } },
    async (req) => service.archiveGroup(db, requireUser(req), req.params.groupId),
  );

  app.post(
    '/groups/:groupId/members',
    { config: { access: 'user' }, schema: { tags, params: groupParams, body: groupMembersAdd, response: { 200: groupDetail } } },
    async (req) => service.addMembers(db, requireUser(req), req.params.groupId, req.body.userIds),
  );

  app.patch(
    '/groups/:groupId/members/:userId',
    { config: { access: 'user' }, schema: { tags, params: groupMemberParams, body: groupMemberUpdate, response: { 200: groupDetail } } },
    async (req) => service.setMemberRole(db, requireUser(req), req.params.groupId, req.params.userId, req.body.role),
  );

  app.delete(
    '/groups/:groupId/members/:userId',
    { config: { access: 'user' }, schema: { tags, params: groupMemberParams, response: { 200: okResponse } } },
    async (req) => service.removeMember(db, requireUser(req), req.params.groupId, req.params.userId, onRemoved),
  );

  app.get(
    '/groups/:groupId/messages',
    {
      config: { access: 'user' },
      schema: { tags, params: groupParams, querystring: groupMessagesQuery, response: { 200: groupMessageList } },
    },
    async (req) => service.listMessages(db, requireUser(req), req.params.groupId, req.query),
  );

  // Chat attachments: uploaded first (multipart, field `file`), then sent as sendMessage's
  // attachmentId. Served with the caller's token, never through the public /api/files route.
  app.post(
    '/groups/:groupId/attachments',
    {
      config: { access: 'user' },
      schema: { tags, params: groupParams, consumes: ['multipart/form-data'], response: { 201: chatAttachment } },
    },
    async (req, reply) => reply.code(201).send(await uploadAttachment(app.deps, req, requireUser(req), req.params.groupId)),
  );

  app.get(
    '/groups/:groupId/attachments/:fileId',
    { config: { access: 'user' }, schema: { tags, params: chatAttachmentParams } },
    async (req, reply) => {
      const { mimeType, bytes } = await readAttachment(app.deps, requireUser(req), req.params.groupId, req.params.fileId);
      return reply
        .header('content-type', mimeType)
        .header('content-disposition', mimeType === 'application/pdf' ? 'attachment; filename="attachment.pdf"' : 'inline')
        .header('content-length', bytes.length)
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    },
  );
}
