import { useQuery } from '@tanstack/react-query';
import type { GroupList } from '@pariksha/shared/schemas/groups';
import type { DeliveryLogEntry, OutboxEntry, SentNotification } from '@pariksha/shared/schemas/notifications';
import { apiGet } from '../../../../lib/api.ts';

const base = (organizationId: string) => `/notifications/organization/${organizationId}`;

export const deliveryKeys = {
  all: (organizationId: string) => ['notification-delivery', organizationId] as const,
  sent: (organizationId: string) => [...deliveryKeys.all(organizationId), 'sent'] as const,
  log: (organizationId: string, id: string) => [...deliveryKeys.all(organizationId), 'log', id] as const,
  outbox: (organizationId: string) => [...deliveryKeys.all(organizationId), 'outbox'] as const,
};

/**
 * Delivery runs in the background: while any message is still queued, or a fresh notification's
 * recipients are still being listed (its fan-out job), look again every few seconds.
 */
const POLL_MS = 4000;
const FAN_OUT_WAIT_MS = 2 * 60_000;
const pending = (n: SentNotification, now: number) => {
  const { email, sms } = n.deliveries;
  if (email.queued + sms.queued > 0) return true;
  const total = email.sent + email.failed + sms.sent + sms.failed;
  return n.channels.length > 0 && total === 0 && now - n.timestamp < FAN_OUT_WAIT_MS;
};
const anyQueued = (list: SentNotification[] | undefined) => {
  const now = Date.now();
  return !!list?.some((n) => pending(n, now));
};

/** GET .../sent (staff): each notification with its audience, channels and delivery counts. */
export const useSentNotifications = (organizationId: string) =>
  useQuery({
    queryKey: deliveryKeys.sent(organizationId),
    queryFn: async () => (await apiGet<{ data: SentNotification[] }>(`${base(organizationId)}/sent`)).data,
    refetchInterval: (query) => (anyQueued(query.state.data) ? POLL_MS : false),
  });

/** GET .../notification/{id}/deliveries (staff): one row per recipient and channel. */
export const useDeliveryLog = (organizationId: string, id: string | null) =>
  useQuery({
    queryKey: deliveryKeys.log(organizationId, id ?? ''),
    queryFn: async () => (await apiGet<{ data: DeliveryLogEntry[] }>(`${base(organizationId)}/notification/${id}/deliveries`)).data,
    enabled: !!id,
    refetchInterval: (query) => (query.state.data?.some((d) => d.status === 'queued') ? POLL_MS : false),
  });

/** GET .../outbox (staff): messages kept because no email or SMS provider is configured. */
export const useOutbox = (organizationId: string, enabled: boolean) =>
  useQuery({
    queryKey: deliveryKeys.outbox(organizationId),
    queryFn: async () => (await apiGet<{ data: OutboxEntry[] }>(`${base(organizationId)}/outbox`)).data,
    enabled,
  });

/** The organisation's groups, for choosing a notification's audience (the groups page's own query key). */
export const useAudienceGroups = () =>
  useQuery({ queryKey: ['groups', 'list'], queryFn: () => apiGet<GroupList>('/groups'), staleTime: 60_000 });
