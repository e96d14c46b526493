import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createdNotification,
  deliveryLog,
  markAllReadResponse,
  notificationList,
  scheduledNotificationList,
  orgNotificationParams,
  orgParams,
  outboxList,
  sendNotificationRequest,
  sentNotificationList,
} from '@pariksha/shared/schemas/notifications';
import { okResponse } from '@pariksha/shared/schemas/common';
import { isStaff, requireUser, staffOnly, type AuthUser } from '../../plugins/auth.ts';
import { forbidden } from '../../lib/errors.ts';
import * as service from './service.ts';
import * as log from './delivery-log.ts';
import { pushNotification } from './push.ts';
import { cancelScheduled, listScheduled } from './scheduled.ts';

/** Members read their own organisation's notifications; superAdmin may read any. */
function assertMember(user: AuthUser, organizationId: string) {
  if (user.organizationId !== organizationId && user.role !== 'superAdmin') {
    throw forbidden("You cannot see another organisation's notifications");
  }
}

export async function notificationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, io, queue } = app.deps;
  const tags = ['notifications'];

  app.get(
    '/notifications/organization/:organizationId',
    { config: { access: 'user' }, schema: { tags, params: orgParams, response: { 200: notificationList } } },
    async (req) => {
      const me = requireUser(req);
      assertMember(me, req.params.organizationId);
      return { data: await service.listForUser(db, req.params.organizationId, me.id, isStaff(me)) };
    },
  );

  app.post(
    '/notifications/organization/:organizationId',
    {
      config: staffOnly('Only admins and teachers can send notifications'),
      schema: {
        tags,
        summary:
          'Send a notification, in Hindi and/or English, to the organisation, chosen batches, groups or students; optionally linking a test, scheduled for later, and by email and SMS',
        description:
          'Stores it and, unless scheduled, pushes it live and queues one email and/or SMS per recipient; answers at once, delivery runs in the background (see /sent and /deliveries). A scheduled one is sent by the job queue at scheduledFor (see /scheduled).',
        params: orgParams,
        body: sendNotificationRequest,
        response: { 201: createdNotification },
      },
    },
    async (req, reply) => {
      const me = requireUser(req);
      assertMember(me, req.params.organizationId);
      const created = await service.create(db, queue, req.params.organizationId, me.id, req.body);
      if (created.notification.scheduledFor === null) pushNotification(io, req.params.organizationId, created);
      return reply.code(201).send(created.notification);
    },
  );

  app.post(
    '/notifications/organization/:organizationId/notification/:id/read',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Mark one notification read for the caller (on every device)',
        params: orgNotificationParams,
        response: { 200: okResponse },
      },
    },
    async (req) => {
      const me = requireUser(req);
      assertMember(me, req.params.organizationId);
      await service.markRead(db, req.params.organizationId, req.params.id, me.id, isStaff(me));
      return { ok: true as const };
    },
  );

  app.post(
    '/notifications/organization/:organizationId/read-all',
    {
      config: { access: 'user' },
      schema: { tags, summary: 'Mark every notification the caller sees read', params: orgParams, response: { 200: markAllReadResponse } },
    },
    async (req) => {
      const me = requireUser(req);
      assertMember(me, req.params.organizationId);
      return { ok: true as const, marked: await service.markAllRead(db, req.params.organizationId, me.id, isStaff(me)) };
    },
  );

  app.get(
    '/notifications/organization/:organizationId/scheduled',
    {
      config: staffOnly('Only admins and teachers can see scheduled notifications'),
      schema: {
        tags,
        summary: 'Notifications waiting for their time, soonest first',
        params: orgParams,
        response: { 200: scheduledNotificationList },
      },
    },
    async (req) => {
      const me = requireUser(req);
      assertMember(me, req.params.organizationId);
      return { data: await listScheduled(db, req.params.organizationId) };
    },
  );

  app.delete(
    '/notifications/organization/:organizationId/scheduled/:id',
    {
      config: staffOnly('Only admins and teachers can cancel scheduled notifications'),
      schema: {
        tags,
        summary: 'Cancel a scheduled notification before its time',
        params: orgNotificationParams,
        response: { 200: okResponse },
      },
    },
    async (req) => {
      const me = requireUser(req);
      assertMember(me, req.params.organizationId);
      await cancelScheduled(db, req.params.organizationId, req.params.id);
      return { ok: true as const };
    },
  );

  app.get(
    '/notifications/organization/:organizationId/sent',
    {
      config: staffOnly('Only admins and teachers can see delivery'),
      schema: {
        tags,
        summary: "The organisation's notifications with audience, channels and delivery counts",
        params: orgParams,
        response: { 200: sentNotificationList },
      },
    },
    async (req) => {
      const me = requireUser(req);
      assertMember(me, req.params.organizationId);
      return { data: await log.listSent(db, req.params.organizationId) };
    },
  );

  app.get(
    '/notifications/organization/:organizationId/notification/:id/deliveries',
    {
      config: staffOnly('Only admins and teachers can see delivery'),
      schema: {
        tags,
        summary: "One notification's delivery log: each recipient and channel, queued, sent or failed with the reason",
        params: orgNotificationParams,
        response: { 200: deliveryLog },
      },
    },
    async (req) => {
      const me = requireUser(req);
      assertMember(me, req.params.organizationId);
      return { data: await log.deliveryLog(db, req.params.organizationId, req.params.id) };
    },
  );

  app.get(
    '/notifications/organization/:organizationId/outbox',
    {
      config: staffOnly('Only admins and teachers can read the outbox'),
      schema: {
        tags,
        summary: 'Emails and SMS of the organisation that went to the outbox because no provider is configured',
        params: orgParams,
        response: { 200: outboxList },
      },
    },
    async (req) => {
      const me = requireUser(req);
      assertMember(me, req.params.organizationId);
      return { data: await log.outbox(db, req.params.organizationId) };
    },
  );

  app.delete(
    '/notifications/organization/:organizationId/notification/:id',
    { config: { access: 'user' }, schema: { tags, params: orgNotificationParams, response: { 200: okResponse } } },
    async (req) => {
      const me = requireUser(req);
      assertMember(me, req.params.organizationId);
      await service.dismiss(db, req.params.organizationId, req.params.id, me.id);
      return { ok: true as const };
    },
  );
}
