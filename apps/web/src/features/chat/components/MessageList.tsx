import { Fragment, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Badge, Box, Button, CircularProgress, Fab, Skeleton, Stack, Typography } from '@mui/material';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import WavingHandOutlinedIcon from '@mui/icons-material/WavingHandOutlined';
import { useTranslation } from 'react-i18next';
import type { GroupMessage } from '@pariksha/shared/schemas/groups';
import { RetryAlert } from '../../../components/QueryState.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useChat } from '../context/chat-context.ts';
import { dayLabel, groupByDay } from '../lib/days.ts';
import type { OutboxItem } from '../lib/outbox-store.ts';
import { myLatestId } from '../lib/timeline.ts';
import type { MessageAction } from './MessageMenu.tsx';
import { MessageItem, messageDomId, type MessagePermissions } from './MessageItem.tsx';
import { PendingItem } from './PendingItem.tsx';

type Row = { kind: 'message'; message: GroupMessage; createdAt: string } | { kind: 'pending'; item: OutboxItem; createdAt: string };

/** Closer to the bottom than this counts as "at the newest". */
const AT_BOTTOM_PX = 80;
/** Older messages load when the top is this near. */
const LOAD_OLDER_PX = 200;
/** The sticky day label's height, kept clear above the unread divider. */
const STICKY_DAY_PX = 40;
/** One sender's messages this close together share one name. */
const RUN_MS = 5 * 60_000;

type Props = { onAction: (action: MessageAction, message: GroupMessage) => void };

/**
 * The messages by day: older ones load on scrolling up (the view stays where it was), new ones
 * follow when the reader is at the bottom and are counted on the "jump to newest" button when
 * not; the unread divider sits above the first message unread when the page opened. Being at
 * the bottom of a visible page marks the newest message read.
 */
export function MessageList({ onAction }: Props) {
  const { t, i18n } = useTranslation('chat');
  const chat = useChat();
  const { timeline, outbox, me, firstUnreadId, unreadPlaced, group, loadOlder, markRead, react, retry, discard } = chat;
  const { messages, phase, hasMore, older } = timeline;
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const prepending = useRef<{ height: number; top: number } | null>(null);
  const placed = useRef(false);
  const [showJump, setShowJump] = useState(false);
  const [unseen, setUnseen] = useState(0);
  const [highlight, setHighlight] = useState<string | null>(null);

  const detail = group.data;
  const can = useMemo(() => {
    const active = !!detail && !detail.archived;
    const post = !!detail?.canPost;
    const mine: MessagePermissions = { reply: post, react: active, edit: post, delete: active };
    const others: MessagePermissions = { reply: post, react: active, edit: false, delete: active && !!detail?.canManage };
    return { mine, others };
  }, [detail]);

  // The outbox shows what the server has not stored yet; once stored, the message itself shows.
  const rows = useMemo(() => {
    const stored = new Set(messages.filter((m) => m.sender.id === me.id).map((m) => m.clientId));
    const list: Row[] = messages.map((message) => ({ kind: 'message', message, createdAt: message.createdAt }));
    for (const item of outbox) if (!stored.has(item.clientId)) list.push({ kind: 'pending', item, createdAt: item.createdAt });
    return groupByDay(list);
  }, [messages, outbox, me.id]);
  const lastRow = rows.at(-1)?.items.at(-1);
  const lastKey = lastRow ? (lastRow.kind === 'message' ? lastRow.message.id : lastRow.item.clientId) : null;
  const lastIsMine = !!lastRow && (lastRow.kind === 'pending' || lastRow.message.sender.id === me.id);
  const newestId = messages.at(-1)?.id ?? null;
  const latestMine = useMemo(() => myLatestId(messages, me.id), [messages, me.id]);

  const markNewest = useCallback(() => {
    if (newestId && atBottom.current && document.visibilityState === 'visible') markRead(newestId);
  }, [newestId, markRead]);

  const scrollToBottom = useCallback((smooth = false) => {
    const el = scroller.current;
    if (!el) return;
    if (typeof el.scrollTo === 'function') el.scrollTo({ top: el.scrollHeight, behavior: smooth ? 'smooth' : 'auto' });
    else el.scrollTop = el.scrollHeight;
    atBottom.current = true;
    setUnseen(0);
    setShowJump(false);
  }, []);

  const requestOlder = useCallback(() => {
    const el = scroller.current;
    if (!el || !hasMore || older !== 'idle' || prepending.current) return;
    prepending.current = { height: el.scrollHeight, top: el.scrollTop };
    void loadOlder();
  }, [hasMore, older, loadOlder]);

  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    const distance = el.scrollHeight - el.scrollTop - el.clientHeight;
    atBottom.current = distance < AT_BOTTOM_PX;
    setShowJump(distance > 2 * el.clientHeight || (distance > AT_BOTTOM_PX && unseen > 0));
    if (atBottom.current) {
      setUnseen(0);
      markNewest();
    }
    if (el.scrollTop < LOAD_OLDER_PX) requestOlder();
  };

  // First view: the unread divider at the top if there is one, else the newest message.
  const ready = phase === 'ready' && detail !== undefined && unreadPlaced;
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!ready || placed.current || !el) return;
    placed.current = true;
    const divider = firstUnreadId ? el.querySelector<HTMLElement>('[data-unread-divider]') : null;
    if (divider) {
      // Below the sticky day label, which would otherwise sit on top of the divider.
      el.scrollTop += divider.getBoundingClientRect().top - el.getBoundingClientRect().top - STICKY_DAY_PX;
      atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < AT_BOTTOM_PX;
    } else scrollToBottom();
    markNewest();
  }, [ready, firstUnreadId, scrollToBottom, markNewest]);

  // Older messages came in above: keep the same message under the reader's eyes.
  const oldestId = messages[0]?.id;
  useLayoutEffect(() => {
    const el = scroller.current;
    const before = prepending.current;
    if (!el || !before) return;
    if (older === 'loading') return;
    prepending.current = null;
    el.scrollTop = before.top + (el.scrollHeight - before.height);
  }, [oldestId, older]);

  // A new message at the end: follow it if the reader was at the bottom (or wrote it), else count it.
  // undefined until the first view is placed; null for an empty chat.
  const lastSeenKey = useRef<string | null | undefined>(undefined);
  useLayoutEffect(() => {
    if (!ready || !placed.current) return;
    const before = lastSeenKey.current;
    lastSeenKey.current = lastKey;
    if (before === undefined || before === lastKey) return;
    if (atBottom.current || lastIsMine) {
      scrollToBottom();
      markNewest();
    } else {
      setUnseen((n) => n + 1);
      setShowJump(true);
    }
  }, [ready, lastKey, lastIsMine, scrollToBottom, markNewest]);

  // A short history that does not fill the screen: fetch more until it does (or there is no more).
  useEffect(() => {
    const el = scroller.current;
    if (ready && el && el.scrollHeight <= el.clientHeight + LOAD_OLDER_PX) requestOlder();
  }, [ready, rows, requestOlder]);

  // Coming back to the tab at the bottom reads what arrived meanwhile.
  useEffect(() => {
    const onVisible = () => markNewest();
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [markNewest]);

  const onReact = useCallback((message: GroupMessage, emoji: string) => void react(message.id, emoji), [react]);
  const onOpenQuote = useCallback((id: string) => {
    const target = document.getElementById(messageDomId(id));
    if (!target) return;
    target.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    setHighlight(id);
    setTimeout(() => setHighlight((h) => (h === id ? null : h)), 1600);
  }, []);

  const now = new Date();
  let previous: Row | null = null;

  return (
    <Box sx={{ position: 'relative', flex: 1, minHeight: 0 }}>
      <Box
        ref={scroller}
        onScroll={onScroll}
        role="log"
        aria-label={t('page.messages')}
        tabIndex={0}
        sx={{
          height: '100%',
          overflowY: 'auto',
          overflowAnchor: 'none',
          py: 1,
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
        }}
      >
        {phase === 'loading' && (
          <Stack role="progressbar" aria-label={t('page.loadingMessages')} sx={{ gap: 1.5, px: 2, py: 1 }}>
            {[60, 40, 72, 50].map((w, i) => (
              <Skeleton
                key={i}
                variant="rounded"
                height={44}
                sx={{ width: `${w}%`, alignSelf: i % 2 ? 'flex-end' : 'flex-start', borderRadius: 2.5 }}
              />
            ))}
          </Stack>
        )}
        {phase === 'error' && (
          <RetryAlert onRetry={chat.reloadTimeline} sx={{ m: 2 }}>
            {errorMessage(timeline.error, t('page.messagesError'))}
          </RetryAlert>
        )}
        {phase === 'ready' && rows.length === 0 && (
          <Stack sx={{ alignItems: 'center', textAlign: 'center', px: 3, py: 6, color: 'text.secondary', gap: 1 }}>
            <WavingHandOutlinedIcon sx={{ fontSize: 48, color: 'text.disabled' }} aria-hidden />
            <Typography component="h2" variant="h6" sx={{ fontWeight: 700, color: 'text.primary' }}>
              {t('page.empty')}
            </Typography>
            <Typography variant="body2">{t('page.emptyBody')}</Typography>
          </Stack>
        )}
        {phase === 'ready' && rows.length > 0 && (
          <Box sx={{ textAlign: 'center', py: 1, minHeight: 40 }}>
            {older === 'loading' ? (
              <Stack direction="row" sx={{ justifyContent: 'center', alignItems: 'center', gap: 1 }} role="status">
                <CircularProgress size={16} />
                <Typography variant="caption" color="text.secondary">
                  {t('page.loadingOlder')}
                </Typography>
              </Stack>
            ) : older === 'error' ? (
              <Stack direction="row" sx={{ justifyContent: 'center', alignItems: 'center', gap: 1 }}>
                <Typography variant="caption" color="error">
                  {t('page.olderError')}
                </Typography>
                <Button size="small" onClick={() => void loadOlder()}>
                  {t('common:retry')}
                </Button>
              </Stack>
            ) : (
              !hasMore && (
                <Typography variant="caption" color="text.secondary">
                  {t('page.beginning')}
                </Typography>
              )
            )}
          </Box>
        )}
        {rows.map((day) => {
          const label = dayLabel(day.key, { now, language: i18n.language, today: t('day.today'), yesterday: t('day.yesterday') });
          previous = null;
          return (
            <Box component="section" key={day.key} aria-label={label}>
              <Box
                sx={{ position: 'sticky', top: 0, zIndex: 1, display: 'flex', justifyContent: 'center', py: 0.75, pointerEvents: 'none' }}
              >
                <Typography
                  component="h2"
                  variant="caption"
                  sx={{
                    bgcolor: 'rgba(255,255,255,0.92)',
                    border: 1,
                    borderColor: 'divider',
                    borderRadius: 5,
                    px: 1.5,
                    py: 0.25,
                    fontWeight: 600,
                    color: 'text.secondary',
                  }}
                >
                  {label}
                </Typography>
              </Box>
              {day.items.map((row) => {
                const prev: Row | null = previous;
                previous = row;
                if (row.kind === 'pending') {
                  return <PendingItem key={row.item.clientId} item={row.item} onRetry={retry} onDiscard={discard} />;
                }
                const m = row.message;
                const mine = m.sender.id === me.id;
                const sameRun =
                  prev?.kind === 'message' &&
                  prev.message.sender.id === m.sender.id &&
                  Date.parse(m.createdAt) - Date.parse(prev.createdAt) < RUN_MS;
                const divider = m.id === firstUnreadId;
                return (
                  <Fragment key={m.id}>
                    {divider && (
                      <Box
                        data-unread-divider
                        role="separator"
                        aria-label={t('page.unread')}
                        sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, my: 1, color: 'primary.dark' }}
                      >
                        <Box sx={{ flex: 1, borderTop: 1, borderColor: 'primary.light' }} />
                        <Typography variant="caption" sx={{ fontWeight: 700 }} aria-hidden>
                          {t('page.unread')}
                        </Typography>
                        <Box sx={{ flex: 1, borderTop: 1, borderColor: 'primary.light' }} />
                      </Box>
                    )}
                    <MessageItem
                      message={m}
                      mine={mine}
                      showSender={!sameRun || divider}
                      seenBy={m.id === latestMine ? m.seenCount : null}
                      highlighted={highlight === m.id}
                      can={mine ? can.mine : can.others}
                      onAction={onAction}
                      onReact={onReact}
                      onOpenQuote={onOpenQuote}
                    />
                  </Fragment>
                );
              })}
            </Box>
          );
        })}
      </Box>
      {showJump && (
        <Fab
          size="small"
          color="primary"
          onClick={() => scrollToBottom(true)}
          aria-label={unseen > 0 ? `${t('page.jumpToNewest')}: ${t('page.newMessages', { count: unseen })}` : t('page.jumpToNewest')}
          sx={{ position: 'absolute', right: { xs: 12, sm: 20 }, bottom: 12 }}
        >
          <Badge badgeContent={unseen} color="error" max={99}>
            <KeyboardArrowDownIcon />
          </Badge>
        </Fab>
      )}
    </Box>
  );
}
