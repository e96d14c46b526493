import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DeliveryCounts, DeliveryLogEntry, OutboxEntry, SentNotification } from '@pariksha/shared/schemas/notifications';
import type { Db } from '../../db/client.ts';
import { messageDeliveries, notifications, users } from '../../db/schema/index.ts';
import { audienceSummaries } from './audience.ts';
import { notFound } from '../../lib/errors.ts';

const MAX_LISTED = 100;
const MAX_LOG = 2000;
const MAX_OUTBOX = 200;

const emptyCounts = (): DeliveryCounts => ({ queued: 0, sent: 0, failed: 0 });

/** The organisation's notifications as their senders see them: audience, channels, delivery counts per channel. */
export async function listSent(db: Db, organizationId: string): Promise<SentNotification[]> {
  const rows = await db
    .select({ n: notifications, createdByName: users.name })
    .from(notifications)
    .leftJoin(users, eq(users.id, notifications.createdBy))
    .where(and(eq(notifications.organizationId, organizationId), eq(notifications.status, 'sent')))
    .orderBy(desc(notifications.sentAt))
    .limit(MAX_LISTED);
  const audiences = await audienceSummaries(
    db,
    rows.map((r) => ({ id: r.n.id, audience: r.n.audience })),
  );
  const ids = rows.map((r) => r.n.id);
  const counts = ids.length
    ? await db
        .select({
          notificationId: messageDeliveries.notificationId,
          channel: messageDeliveries.channel,
          status: messageDeliveries.status,
          n: sql<number>`count(*)::int`,
        })
        .from(messageDeliveries)
        .where(and(eq(messageDeliveries.organizationId, organizationId), inArray(messageDeliveries.notificationId, ids)))
        .groupBy(messageDeliveries.notificationId, messageDeliveries.channel, messageDeliveries.status)
    : [];
  const byId = new Map(ids.map((id) => [id, { email: emptyCounts(), sms: emptyCounts() }]));
  for (const c of counts) {
    const entry = byId.get(c.notificationId!);
    if (entry) entry[c.channel][c.status] = Number(c.n);
  }
  return rows.map((r) => {
    const { summary, firstGroupId } = audiences.get(r.n.id)!;
    return {
      id: r.n.id,
      title: r.n.title,
      body: r.n.body,
      timestamp: (r.n.sentAt ?? r.n.createdAt).getTime(),
      audience: summary,
      groupId: firstGroupId,
      groupName: firstGroupId ? (summary.names[0] ?? null) : null,
      channels: r.n.channels,
      createdByName: r.createdByName,
      deliveries: byId.get(r.n.id)!,
    };
  });
}

/** One notification's delivery log, one row per recipient and channel; 404 for another organisation's. */
export async function deliveryLog(db: Db, organizationId: string, notificationId: string): Promise<DeliveryLogEntry[]> {
  const [found] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.id, notificationId), eq(notifications.organizationId, organizationId)));
  if (!found) throw notFound('Notification');
  const rows = await db
    .select({ d: messageDeliveries, name: users.name })
    .from(messageDeliveries)
    .leftJoin(users, eq(users.id, messageDeliveries.userId))
    .where(and(eq(messageDeliveries.notificationId, notificationId), eq(messageDeliveries.organizationId, organizationId)))
    // Failures first: they are what the admin opens the log for.
    .orderBy(
      sql`case ${messageDeliveries.status} when 'failed' then 0 when 'queued' then 1 else 2 end`,
      users.name,
      messageDeliveries.channel,
    )
    .limit(MAX_LOG);
  return rows.map(({ d, name }) => ({
    id: d.id,
    channel: d.channel,
    recipientName: name,
    address: d.address,
    status: d.status,
    attempts: d.attempts,
    lastError: d.lastError,
    provider: d.provider,
    updatedAt: d.updatedAt.getTime(),
    sentAt: d.sentAt?.getTime() ?? null,
  }));
}

/**
 * The organisation's messages that went to the outbox because no email or SMS provider is
 * configured, newest first. Only messages this organisation sent: the mail outbox also holds
 * sign-up codes and reset links, which no admin may read.
 */
export async function outbox(db: Db, organizationId: string): Promise<OutboxEntry[]> {
  const rows = await db
    .select({ d: messageDeliveries, name: users.name })
    .from(messageDeliveries)
    .leftJoin(users, eq(users.id, messageDeliveries.userId))
    .where(and(eq(messageDeliveries.organizationId, organizationId), eq(messageDeliveries.provider, 'outbox')))
    .orderBy(desc(messageDeliveries.sentAt))
    .limit(MAX_OUTBOX);
  return rows.map(({ d, name }) => ({
    id: d.id,
    channel: d.channel,
    to: d.address,
    recipientName: name,
    subject: d.subject,
    text: d.body,
    source: d.source,
    notificationId: d.notificationId,
    timestamp: (d.sentAt ?? d.updatedAt).getTime(),
  }));
}
