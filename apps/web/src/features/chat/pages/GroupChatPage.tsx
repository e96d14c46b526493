import { useCallback, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { Alert, Box, Button, Skeleton, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { GroupMessage } from '@pariksha/shared/schemas/groups';
import { paths } from '../../../app/paths.ts';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { RetryAlert } from '../../../components/QueryState.tsx';
import { ApiError, errorMessage } from '../../../lib/api.ts';
import { ChatProvider } from '../context/ChatProvider.tsx';
import { useChat } from '../context/chat-context.ts';
import { ChatHeader } from '../components/ChatHeader.tsx';
import { Composer } from '../components/Composer.tsx';
import type { MessageAction } from '../components/MessageMenu.tsx';
import { MessageList } from '../components/MessageList.tsx';
import { TypingIndicator } from '../components/TypingIndicator.tsx';

/** The chat fills the screen under the app bar (56 px on phones, 64 px wider). */
const screenHeight = { xs: 'calc(100dvh - 56px)', sm: 'calc(100dvh - 64px)' };

function ChatScreen() {
  const { t } = useTranslation('chat');
  const chat = useChat();
  const { group, status, reconnect, typing, remove } = chat;
  const [replyTo, setReplyTo] = useState<GroupMessage | null>(null);
  const [editing, setEditing] = useState<GroupMessage | null>(null);
  const [deleting, setDeleting] = useState<GroupMessage | null>(null);
  const [busy, setBusy] = useState(false);

  const onAction = useCallback((action: MessageAction, message: GroupMessage) => {
    if (action === 'reply') {
      setEditing(null);
      setReplyTo(message);
    } else if (action === 'edit') {
      setReplyTo(null);
      setEditing(message);
    } else setDeleting(message);
  }, []);

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    const ok = await remove(deleting.id);
    setBusy(false);
    if (ok) {
      if (editing?.id === deleting.id) setEditing(null);
      if (replyTo?.id === deleting.id) setReplyTo(null);
      setDeleting(null);
    }
  };

  if (group.isPending) {
    return (
      <Stack sx={{ height: screenHeight, p: 2, gap: 2 }} role="progressbar" aria-label={t('page.loadingMessages')}>
        <Skeleton variant="text" width="40%" height={36} />
        <Skeleton variant="rounded" height={44} width="60%" />
        <Skeleton variant="rounded" height={44} width="45%" sx={{ alignSelf: 'flex-end' }} />
      </Stack>
    );
  }
  if (group.isError || !group.data) {
    const missing = group.error instanceof ApiError && (group.error.status === 404 || group.error.status === 400);
    return (
      <Box sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720, mx: 'auto' }}>
        {missing ? (
          <Alert severity="warning">{t('page.notFound')}</Alert>
        ) : (
          <RetryAlert onRetry={() => void group.refetch()}>{errorMessage(group.error, t('page.loadError'))}</RetryAlert>
        )}
        <Button component={RouterLink} to={paths.groupManagement} sx={{ mt: 2 }}>
          {t('page.backLabel')}
        </Button>
      </Box>
    );
  }

  const detail = group.data;
  const closedReason = detail.archived ? t('composer.archived') : !detail.canPost ? t('composer.announcements') : null;
  // Editing needs the composer too: it stays while the group takes posts.
  const editable = editing && !closedReason ? editing : null;

  return (
    <Box
      sx={{
        height: screenHeight,
        display: 'flex',
        flexDirection: 'column',
        maxWidth: 1000,
        mx: 'auto',
        bgcolor: '#f3f6f9',
        borderLeft: { md: 1 },
        borderRight: { md: 1 },
        borderColor: { md: 'divider' },
      }}
    >
      <ChatHeader group={detail} status={status} onReconnect={reconnect} />
      {status === 'disconnected' && !closedReason && (
        <Alert severity="info" sx={{ borderRadius: 0, py: 0 }}>
          {t('connection.offlineHint')}
        </Alert>
      )}
      <MessageList onAction={onAction} />
      <TypingIndicator names={typing} />
      {closedReason ? (
        <Alert severity="info" sx={{ borderRadius: 0 }}>
          {closedReason}
        </Alert>
      ) : (
        <Composer replyTo={replyTo} onCancelReply={() => setReplyTo(null)} editing={editable} onEditDone={() => setEditing(null)} />
      )}
      <ConfirmDialog
        open={!!deleting}
        title={t('deleteDialog.title')}
        body={t('deleteDialog.body')}
        confirmLabel={t('deleteDialog.confirm')}
        busy={busy}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
}

/** /group-chat/:groupId: one group's live chat (issue 10). */
export function GroupChatPage() {
  const { groupId = '' } = useParams();
  return (
    <ChatProvider key={groupId} groupId={groupId}>
      <ChatScreen />
    </ChatProvider>
  );
}
