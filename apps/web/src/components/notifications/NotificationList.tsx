import { useReducer, useState } from 'react';
import { Alert, Box, Button, Checkbox, CircularProgress, FormControlLabel, Typography } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import { useTranslation } from 'react-i18next';
import type { Notification } from '@pariksha/shared/schemas/notifications';
import { allSelected, idsToDelete, initialPanelState, panelReducer, selectedIn } from './panel-state.ts';
import { useNow } from './relative-time.ts';
import { RetryAlert } from '../QueryState.tsx';
import { NotificationItem } from './NotificationItem.tsx';

type Props = {
  notifications: Notification[];
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  /** With it, items can be selected and deleted (the bell's panel); without it the list is read-only. */
  onDelete?: (ids: string[]) => Promise<void>;
  deleting?: boolean;
  /** Opening an item (expanding it): marks it read. */
  onOpen?: (id: string) => void;
  /** With it, a "mark all read" button while any is unread. */
  onMarkAllRead?: () => void;
  /** Following an item's linked test. */
  onFollowLink?: () => void;
};

/** The list of spec 2.9 with its loading, error and empty states, shared by the panel and the dashboard. */
export function NotificationList({
  notifications,
  isLoading,
  isError,
  onRetry,
  onDelete,
  deleting = false,
  onOpen,
  onMarkAllRead,
  onFollowLink,
}: Props) {
  const { t } = useTranslation(['notifications', 'common']);
  const [state, dispatch] = useReducer(panelReducer, initialPanelState);
  const [confirmAll, setConfirmAll] = useState(false);
  const now = useNow(true);
  const ids = notifications.map((n) => n.id);
  const selectedCount = selectedIn(state, ids).length;
  const unread = notifications.filter((n) => !n.read).length;

  if (isLoading) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
        <CircularProgress size={28} aria-label={t('common:loading')} />
      </Box>
    );
  }
  if (isError) {
    return (
      <RetryAlert sx={{ m: 1 }} onRetry={onRetry}>
        {t('loadError')}
      </RetryAlert>
    );
  }
  if (!notifications.length) {
    return (
      <Typography color="text.secondary" sx={{ p: 2, textAlign: 'center' }}>
        {t('empty')}
      </Typography>
    );
  }

  const remove = async () => {
    if (!onDelete) return;
    const targets = idsToDelete(state, ids);
    setConfirmAll(false);
    await onDelete(targets);
    dispatch({ type: 'removed', ids: targets });
  };

  // Only the items scroll: the Select All and delete controls stay in reach in a long list.
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 }}>
      {onMarkAllRead && unread > 0 && (
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 0.5,
            pl: 2,
            pr: 1,
            py: 0.25,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Typography variant="body2" color="text.secondary" role="status">
            {t('unreadCount', { count: unread })}
          </Typography>
          <Button size="small" startIcon={<DoneAllIcon />} onClick={onMarkAllRead} sx={{ whiteSpace: 'nowrap', minWidth: 0 }}>
            {t('markAllRead')}
          </Button>
        </Box>
      )}
      {onDelete && (
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 0.5,
            px: 1,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <FormControlLabel
            sx={{ mr: 0 }}
            control={
              <Checkbox
                size="small"
                checked={allSelected(state, ids)}
                indeterminate={selectedCount > 0 && selectedCount < ids.length}
                onChange={() => dispatch({ type: 'toggleAll', ids })}
              />
            }
            label={<Typography variant="body2">{t('selectAll')}</Typography>}
          />
          <Button
            size="small"
            color="error"
            startIcon={<DeleteOutlineIcon />}
            disabled={deleting}
            onClick={() => (selectedCount ? void remove() : setConfirmAll(true))}
            sx={{ whiteSpace: 'nowrap', minWidth: 0 }}
          >
            {selectedCount ? t('deleteSelected', { count: selectedCount }) : t('deleteAll')}
          </Button>
        </Box>
      )}
      {confirmAll && (
        <Alert
          severity="warning"
          sx={{ m: 1, '& .MuiAlert-action': { pl: 1 } }}
          action={
            <Box sx={{ display: 'flex', flexDirection: 'column' }}>
              <Button color="error" size="small" onClick={() => void remove()} disabled={deleting}>
                {t('confirmDelete')}
              </Button>
              <Button color="inherit" size="small" onClick={() => setConfirmAll(false)}>
                {t('common:cancel')}
              </Button>
            </Box>
          }
        >
          {t('confirmDeleteAll')}
        </Alert>
      )}
      <Box component="ul" aria-label={t('list')} sx={{ m: 0, p: 0, overflowY: 'auto', minHeight: 0, flex: 1 }}>
        {notifications.map((n) => (
          <NotificationItem
            key={n.id}
            notification={n}
            now={now}
            expanded={state.expanded.includes(n.id)}
            onToggleExpanded={() => {
              if (!state.expanded.includes(n.id)) onOpen?.(n.id);
              dispatch({ type: 'toggleExpanded', id: n.id });
            }}
            onFollowLink={onFollowLink}
            selection={
              onDelete
                ? { selected: state.selected.includes(n.id), onToggle: () => dispatch({ type: 'toggleSelected', id: n.id }) }
                : undefined
            }
          />
        ))}
      </Box>
    </Box>
  );
}
