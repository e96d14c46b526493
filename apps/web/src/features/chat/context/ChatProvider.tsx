import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAuth, useSession } from '../../../lib/session.ts';
import { useSnackbar } from '../../../lib/snackbar.ts';
import { acquireSocket, type AppSocket } from '../../../lib/socket.ts';
import { groupsListKey, useChatGroup } from '../api.ts';
import { Outbox, type NewOutboxMessage, type SendOutcome } from '../lib/outbox.ts';
import { idbOutboxStore, type OutboxItem, type OutboxStore } from '../lib/outbox-store.ts';
import { applyDelete, applyEdit, applyOwnReactions, applyRead, applyReaction, placeUnreadDivider } from '../lib/timeline.ts';
import { ChatContext, type ChatContextValue, type ConnectionStatus } from './chat-context.ts';
import { emitAck } from './emit.ts';
import { useTimeline } from './use-timeline.ts';
import { useOwnTyping, useTypingPeople } from './use-typing.ts';

type Props = { groupId: string; children: ReactNode; store?: OutboxStore };

/** "Connected" means live in this group: the socket is up and the group joined. */
const statusOf = (socket: AppSocket, joined: boolean): ConnectionStatus =>
  socket.connected ? (joined ? 'connected' : 'connecting') : socket.active ? 'connecting' : 'disconnected';

/**
 * One group's chat over the app's one socket (lib/socket.ts): the connection state, the
 * history and its live changes, the outbox, typing and read receipts. Every (re)connect joins
 * the group, fetches what was missed and sends what waited in the outbox.
 */
export function ChatProvider({ groupId, children, store = idbOutboxStore }: Props) {
  const { t } = useTranslation('chat');
  const queryClient = useQueryClient();
  const { claims } = useAuth();
  const userName = useSession((s) => s.userName);
  const myId = claims?.sub ?? '';
  const me = useMemo(() => ({ id: myId, name: userName ?? claims?.name ?? '' }), [myId, userName, claims?.name]);
  const group = useChatGroup(groupId);
  const { timeline, change, merge, reload, catchUp, loadOlder } = useTimeline(groupId);
  const [status, setStatus] = useState<ConnectionStatus>('connecting');
  const socketRef = useRef<AppSocket | null>(null);
  const joined = useRef(false);
  const lastMarked = useRef<string | null>(null);
  const { people: typingPeople, receive: receiveTyping, clear: clearTyping } = useTypingPeople(myId);

  const outbox = useMemo(() => new Outbox(store, myId, groupId), [store, myId, groupId]);
  const queued = useSyncExternalStore(outbox.subscribe, outbox.getSnapshot);

  const notify = useCallback(
    (message: string, severity: 'warning' | 'error' = 'error') => useSnackbar.getState().show(message, severity),
    [],
  );

  const sendQueued = useCallback(
    async (item: OutboxItem): Promise<SendOutcome> => {
      if (!joined.current) return { kind: 'unsent' };
      const ack = await emitAck(socketRef.current, 'sendMessage', {
        groupId,
        text: item.text,
        clientId: item.clientId,
        replyToId: item.replyTo?.id,
        attachmentId: item.attachment?.id,
      });
      if (ack === 'offline') return { kind: 'unsent' };
      if (ack === 'timeout') return { kind: 'refused', error: t('outbox.noAnswer') };
      if (!ack.ok) return { kind: 'refused', error: ack.error.message };
      merge([ack.message]);
      return { kind: 'sent', message: ack.message };
    },
    [groupId, merge, t],
  );
  const flush = useCallback(() => outbox.flush(sendQueued), [outbox, sendQueued]);

  const emitTyping = useCallback(
    (event: 'typingStart' | 'typingStop') => {
      if (joined.current) void emitAck(socketRef.current, event, { groupId });
    },
    [groupId],
  );
  const { typed, stop: stopOwnTyping, reset: resetOwnTyping } = useOwnTyping(emitTyping);

  /** Read up to here: sent now if joined, else as soon as the group is joined. */
  const wantRead = useRef<string | null>(null);
  const sendRead = useCallback(
    (messageId?: string) => {
      if (messageId) wantRead.current = messageId;
      const id = wantRead.current;
      if (!id || !joined.current || lastMarked.current === id) return;
      lastMarked.current = id;
      void emitAck(socketRef.current, 'markAsRead', { groupId, messageId: id }).then((ack) => {
        if (typeof ack !== 'object' || !ack.ok) lastMarked.current = null;
      });
    },
    [groupId],
  );

  // The socket effect lives as long as the group is open; it reaches today's callbacks through this.
  const latest = useRef({ catchUp, flush, refetchGroup: group.refetch, t });
  latest.current = { catchUp, flush, refetchGroup: group.refetch, t };

  // The socket: its state, the group's live events, and what every (re)connect does.
  useEffect(() => {
    const lease = acquireSocket();
    if (!lease) {
      setStatus('disconnected');
      return;
    }
    const { socket } = lease;
    socketRef.current = socket;
    const refresh = () => setStatus(statusOf(socket, joined.current));
    const mine =
      <T extends { groupId: string }>(handler: (e: T) => void) =>
      (e: T) => {
        if (e.groupId === groupId) handler(e);
      };

    let connectedBefore = false;
    const onConnected = async () => {
      refresh();
      const ack = await emitAck(socket, 'joinGroup', { groupId });
      if (ack === 'offline') return;
      // A join lost on the way: ask again while the socket is up.
      if (ack === 'timeout') return void setTimeout(() => socket.connected && !joined.current && void onConnected(), 2000);
      if (!ack.ok) {
        console.error('Could not join the group chat', ack.error);
        return;
      }
      joined.current = true;
      refresh();
      // Rights may have changed while away (archived, made a moderator).
      if (connectedBefore) void latest.current.refetchGroup();
      connectedBefore = true;
      void latest.current.catchUp();
      void latest.current.flush();
      sendRead();
    };

    lease.on('connect', () => void onConnected());
    lease.on('disconnect', () => {
      joined.current = false;
      refresh();
      clearTyping();
      resetOwnTyping();
    });
    lease.on('connect_error', (err) => {
      // Spec 8: socket errors go to the console only; the page shows the state.
      console.error('Chat socket error', err.message);
      refresh();
    });
    // Spec 4: connect_error, disconnect and error mark it not connected.
    lease.onManager('error', () => refresh());
    lease.onManager('reconnect_attempt', () => setStatus('connecting'));
    lease.onManager('reconnect_failed', () => setStatus('disconnected'));

    lease.on(
      'newMessage',
      mine((message) => {
        merge([message]);
        // My own message, sent from this outbox (its ack may still be on the way) or another tab's.
        if (message.sender.id === myId) void outbox.forget(message.clientId);
      }),
    );
    lease.on(
      'messageEdited',
      mine((e) => change((list) => applyEdit(list, e))),
    );
    lease.on(
      'messageDeleted',
      mine((e) => change((list) => applyDelete(list, e))),
    );
    lease.on(
      'reactionUpdated',
      mine((e) => change((list) => applyReaction(list, e, myId))),
    );
    lease.on(
      'messagesRead',
      mine((e) => change((list) => applyRead(list, e))),
    );
    lease.on(
      'typing',
      mine((e) => receiveTyping(e, latest.current.t('typing.someone'))),
    );

    if (socket.connected) void onConnected();
    else refresh();
    return () => {
      if (joined.current) void emitAck(socket, 'leaveGroup', { groupId });
      joined.current = false;
      socketRef.current = null;
      lease.release();
    };
  }, [groupId, myId, outbox, change, merge, receiveTyping, clearTyping, resetOwnTyping, sendRead]);

  // Leaving the chat: the groups page's unread counts and last messages are stale now.
  useEffect(() => () => void queryClient.invalidateQueries({ queryKey: groupsListKey }), [queryClient]);

  // What the server has already stored (seen live or in a page) leaves the outbox.
  useEffect(() => {
    if (queued.length === 0) return;
    const stored = new Set(timeline.messages.filter((m) => m.sender.id === myId).map((m) => m.clientId));
    for (const item of queued) if (stored.has(item.clientId)) void outbox.forget(item.clientId);
  }, [queued, timeline.messages, myId, outbox]);

  // The unread divider: placed once, when both the history and the group's unread count are in;
  // when the first unread message is older than the newest page, older pages come first.
  const [unreadAnchor, setUnreadAnchor] = useState<{ id: string | null } | null>(null);
  const olderForUnread = useRef(0);
  const unreadCount = group.data?.unreadCount;
  const anchorStep =
    unreadAnchor === null && timeline.phase === 'ready' && unreadCount !== undefined && timeline.older !== 'loading'
      ? timeline.older === 'error'
        ? { id: null }
        : placeUnreadDivider(timeline.messages, unreadCount, myId, {
            hasMore: timeline.hasMore,
            olderPagesLoaded: olderForUnread.current,
          })
      : null;
  if (anchorStep && anchorStep !== 'loadOlder') setUnreadAnchor(anchorStep);
  const needOlderForUnread = anchorStep === 'loadOlder';
  useEffect(() => {
    if (!needOlderForUnread) return;
    olderForUnread.current += 1;
    void loadOlder();
  }, [needOlderForUnread, loadOlder]);

  const actionAck = useCallback(
    <A extends { ok: true } | { ok: false; error: { message: string } }>(ack: A | 'offline' | 'timeout'): ack is A & { ok: true } => {
      if (ack === 'offline') notify(t('errors.notConnected'), 'warning');
      else if (ack === 'timeout') notify(t('errors.noAnswer'));
      else if (!ack.ok) notify(ack.error.message);
      return typeof ack === 'object' && ack.ok;
    },
    [notify, t],
  );

  const actions = useMemo(
    () => ({
      reconnect: () => {
        const socket = socketRef.current;
        if (socket && !socket.connected) socket.connect();
      },
      send: async (message: NewOutboxMessage) => {
        stopOwnTyping();
        await outbox.add(message);
        void flush();
      },
      retry: (clientId: string) => void outbox.retry(clientId).then(flush),
      discard: (clientId: string) => void outbox.forget(clientId),
      edit: async (messageId: string, text: string) => {
        const ack = await emitAck(socketRef.current, 'editMessage', { groupId, messageId, text });
        if (!actionAck(ack)) return false;
        merge([ack.message]);
        return true;
      },
      remove: async (messageId: string) => {
        const ack = await emitAck(socketRef.current, 'deleteMessage', { groupId, messageId });
        if (!actionAck(ack)) return false;
        change((list) => applyDelete(list, { messageId }));
        return true;
      },
      react: async (messageId: string, emoji: string) => {
        const ack = await emitAck(socketRef.current, 'addReaction', { groupId, messageId, emoji });
        if (!actionAck(ack)) return false;
        change((list) => applyOwnReactions(list, messageId, ack.reactions));
        return true;
      },
      markRead: sendRead,
      typed,
      stopTyping: stopOwnTyping,
      loadDraft: () => store.getDraft(myId, groupId).catch(() => ''),
      saveDraft: (text: string) =>
        void store.setDraft(myId, groupId, text).catch((err: unknown) => console.error('Saving the chat draft failed', err)),
    }),
    [groupId, myId, store, outbox, flush, merge, change, actionAck, typed, stopOwnTyping, sendRead],
  );

  const typingNames = useMemo(() => typingPeople.map((p) => p.name), [typingPeople]);
  const value = useMemo<ChatContextValue>(
    () => ({
      groupId,
      me,
      status,
      group,
      timeline,
      reloadTimeline: reload,
      loadOlder,
      firstUnreadId: unreadAnchor?.id ?? null,
      unreadPlaced: unreadAnchor !== null,
      outbox: queued,
      typing: typingNames,
      ...actions,
    }),
    [groupId, me, status, group, timeline, reload, loadOlder, unreadAnchor, queued, typingNames, actions],
  );

  return <ChatContext.Provider value={value}>{children}</ChatContext.Provider>;
}
