import { useState, type ReactNode } from 'react';
import {
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  Paper,
  Skeleton,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import OutboxIcon from '@mui/icons-material/Outbox';
import ListAltIcon from '@mui/icons-material/ListAlt';
import { useTranslation } from 'react-i18next';
import type { DeliveryChannel, DeliveryCounts, DeliveryStatus, SentNotification } from '@pariksha/shared/schemas/notifications';
import { QueryState } from '../../../../components/QueryState.tsx';
import { formatRelativeTime } from '../../../../components/notifications/relative-time.ts';
import { useDeliveryLog, useOutbox, useSentNotifications } from './delivery-api.ts';

const STATUS_COLOR: Record<DeliveryStatus, 'default' | 'success' | 'error'> = { queued: 'default', sent: 'success', failed: 'error' };

/**
 * The organisation's sent notifications with their delivery by email and SMS (counts per
 * channel, refreshed while any is queued), each one's per-recipient log, and the outbox.
 */
export function NotificationDelivery({ organizationId, organizationName }: { organizationId: string; organizationName: string }) {
  const { t } = useTranslation('orgDashboard');
  const sent = useSentNotifications(organizationId);
  const [open, setOpen] = useState<SentNotification | null>(null);
  const [outboxOpen, setOutboxOpen] = useState(false);

  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button variant="outlined" startIcon={<OutboxIcon />} onClick={() => setOutboxOpen(true)}>
          {t('delivery.outbox')}
        </Button>
      </Box>
      <QueryState query={sent} loading={<ListSkeleton />} errorFallback={t('delivery.loadError')}>
        {(list) =>
          list.length === 0 ? (
            <Typography color="text.secondary">{t('delivery.empty')}</Typography>
          ) : (
            <Stack component="ul" spacing={1.5} aria-label={t('delivery.listLabel')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {list.map((n) => (
                <SentItem key={n.id} item={n} organizationName={organizationName} onOpenLog={() => setOpen(n)} />
              ))}
            </Stack>
          )
        }
      </QueryState>
      <DeliveryLogDialog organizationId={organizationId} notification={open} onClose={() => setOpen(null)} />
      <OutboxDialog organizationId={organizationId} open={outboxOpen} onClose={() => setOutboxOpen(false)} />
    </Stack>
  );
}

function SentItem({ item, organizationName, onOpenLog }: { item: SentNotification; organizationName: string; onOpenLog: () => void }) {
  const { t, i18n } = useTranslation('orgDashboard');
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography component="h3" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {item.title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('delivery.meta', {
              // Older servers send only groupName; the chosen batches', groups' or students' names otherwise.
              audience: item.audience?.names.length
                ? item.audience.names.join(', ')
                : (item.groupName ?? t('notify.everyone', { name: organizationName })),
              when: formatRelativeTime(t, i18n.language, item.timestamp),
            })}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }}>
            {item.channels.length === 0 && <Chip size="small" label={t('delivery.inAppOnly')} />}
            {item.channels.map((channel) => (
              <CountsChip key={channel} channel={channel} counts={item.deliveries[channel]} />
            ))}
          </Stack>
        </Box>
        {item.channels.length > 0 && (
          <Button
            size="small"
            startIcon={<ListAltIcon />}
            onClick={onOpenLog}
            aria-label={t('delivery.openLog', { title: item.title })}
            sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
          >
            {t('delivery.log')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

function CountsChip({ channel, counts }: { channel: DeliveryChannel; counts: DeliveryCounts }) {
  const { t } = useTranslation('orgDashboard');
  const color = counts.failed > 0 ? 'error' : counts.queued > 0 ? 'default' : 'success';
  return (
    <Chip
      size="small"
      variant="outlined"
      color={color}
      label={t('delivery.counts', {
        channel: t(`notify.channel.${channel}`),
        sent: counts.sent,
        queued: counts.queued,
        failed: counts.failed,
      })}
    />
  );
}

function DeliveryLogDialog({
  organizationId,
  notification,
  onClose,
}: {
  organizationId: string;
  notification: SentNotification | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['orgDashboard', 'common']);
  const log = useDeliveryLog(organizationId, notification?.id ?? null);
  return (
    <DeliveryDialog
      open={!!notification}
      onClose={onClose}
      titleId="delivery-log-title"
      title={t('delivery.logTitle', { title: notification?.title ?? '' })}
    >
      <QueryState query={log} loading={<ListSkeleton />} errorFallback={t('delivery.loadError')}>
        {(rows) =>
          rows.length === 0 ? (
            <Typography color="text.secondary">{t('delivery.noRecipients')}</Typography>
          ) : (
            <List aria-label={t('delivery.logLabel')} disablePadding>
              {rows.map((row) => (
                <ListItem key={row.id} divider sx={{ display: 'block', px: 0 }}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
                    <Typography sx={{ fontWeight: 600 }}>{row.recipientName ?? t('delivery.notAUser')}</Typography>
                    <Chip size="small" label={t(`notify.channel.${row.channel}`)} />
                    <Chip size="small" color={STATUS_COLOR[row.status]} label={t(`delivery.status.${row.status}`)} />
                  </Stack>
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {row.address || t('delivery.noAddress')}
                    {' · '}
                    {t('delivery.attempts', { count: row.attempts })}
                    {row.provider === 'outbox' ? ` · ${t('delivery.viaOutbox')}` : ''}
                  </Typography>
                  {row.lastError && row.status !== 'sent' && (
                    <Typography variant="body2" color="error" sx={{ overflowWrap: 'anywhere' }}>
                      {t('delivery.reason', { reason: row.lastError })}
                    </Typography>
                  )}
                </ListItem>
              ))}
            </List>
          )
        }
      </QueryState>
    </DeliveryDialog>
  );
}

function OutboxDialog({ organizationId, open, onClose }: { organizationId: string; open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation(['orgDashboard', 'common']);
  const outbox = useOutbox(organizationId, open);
  return (
    <DeliveryDialog open={open} onClose={onClose} titleId="outbox-title" title={t('delivery.outboxTitle')}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('delivery.outboxHint')}
      </Typography>
      <QueryState query={outbox} loading={<ListSkeleton />} errorFallback={t('delivery.loadError')}>
        {(rows) =>
          rows.length === 0 ? (
            <Typography color="text.secondary">{t('delivery.outboxEmpty')}</Typography>
          ) : (
            <List aria-label={t('delivery.outboxTitle')} disablePadding>
              {rows.map((row) => (
                <ListItem key={row.id} divider sx={{ display: 'block', px: 0 }}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
                    <Chip size="small" label={t(`notify.channel.${row.channel}`)} />
                    <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{row.to}</Typography>
                    {row.recipientName && (
                      <Typography variant="body2" color="text.secondary">
                        {row.recipientName}
                      </Typography>
                    )}
                    <Typography variant="body2" color="text.secondary" sx={{ ml: 'auto' }}>
                      {formatRelativeTime(t, i18n.language, row.timestamp)}
                    </Typography>
                  </Stack>
                  {row.subject && <Typography sx={{ mt: 0.5, fontWeight: 600, overflowWrap: 'anywhere' }}>{row.subject}</Typography>}
                  <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {row.text}
                  </Typography>
                </ListItem>
              ))}
            </List>
          )
        }
      </QueryState>
    </DeliveryDialog>
  );
}

/** The frame both delivery dialogs share: full screen on a phone, a close button. */
function DeliveryDialog(props: { open: boolean; onClose: () => void; titleId: string; title: string; children: ReactNode }) {
  const { t } = useTranslation('common');
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <Dialog open={props.open} onClose={props.onClose} fullWidth maxWidth="md" fullScreen={fullScreen} aria-labelledby={props.titleId}>
      <DialogTitle id={props.titleId} sx={{ overflowWrap: 'anywhere' }}>
        {props.title}
      </DialogTitle>
      <DialogContent dividers>{props.children}</DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

function ListSkeleton() {
  return (
    <Stack spacing={1.5} aria-busy="true">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} variant="rounded" height={72} />
      ))}
    </Stack>
  );
}
