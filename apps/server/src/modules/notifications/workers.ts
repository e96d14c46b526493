import type { FastifyInstance } from 'fastify';
import { registerDeliveryWorker } from './delivery.ts';
import { FAN_OUT_JOB, fanOut } from './service.ts';

/** The notifications' background jobs: a notification's fan-out to its recipients, and each message's delivery. */
export function registerNotificationWorkers(app: FastifyInstance) {
  app.deps.queue.work<{ notificationId: string }>(FAN_OUT_JOB, (job) => fanOut(app.deps.db, app.deps.queue, job.data.notificationId));
  registerDeliveryWorker(app);
}
