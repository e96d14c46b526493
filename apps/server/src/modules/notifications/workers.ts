import type { FastifyInstance } from 'fastify';
import { registerDeliveryWorker } from './delivery.ts';
import { pushNotification } from './push.ts';
import { FAN_OUT_JOB, fanOut, PUBLISH_JOB, publishScheduled } from './service.ts';

/**
 * The notifications' background jobs: a scheduled notification's send at its time (then its
 * live push), a notification's fan-out to its recipients, and each message's delivery.
 */
export function registerNotificationWorkers(app: FastifyInstance) {
  const { db, queue, io } = app.deps;
  queue.work<{ notificationId: string }>(PUBLISH_JOB, async (job) => {
    const created = await publishScheduled(db, queue, job.data.notificationId);
    if (created) pushNotification(io, created.organizationId, created);
  });
  queue.work<{ notificationId: string }>(FAN_OUT_JOB, (job) => fanOut(db, queue, job.data.notificationId));
  registerDeliveryWorker(app);
}
