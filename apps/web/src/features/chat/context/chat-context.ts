import { createContext, useContext } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { GroupDetail, GroupMessage, MessageReplyQuote } from '@pariksha/shared/schemas/groups';
import type { NewOutboxMessage } from '../lib/outbox.ts';
import type { OutboxItem } from '../lib/outbox-store.ts';

/** Spec 4: connected or not; "connecting" while the client is retrying (spec 7: 5 attempts). */
export type ConnectionStatus = 'connected' | 'connecting' | 'disconnected';

export type TimelineState = {
  /** Oldest first. */
  messages: GroupMessage[];
  /** Older messages exist on the server. */
  hasMore: boolean;
  phase: 'loading' | 'ready' | 'error';
  error: unknown;
  older: 'idle' | 'loading' | 'error';
};

export type ChatContextValue = {
  groupId: string;
  me: { id: string; name: string };
  status: ConnectionStatus;
  /** Tries again after the client gave up (5 attempts) or was refused. */
  reconnect: () => void;
  group: UseQueryResult<GroupDetail>;
  timeline: TimelineState;
  reloadTimeline: () => void;
  loadOlder: () => Promise<void>;
  /** The first message that was unread when the page opened (the divider goes above it). */
  firstUnreadId: string | null;
  /** Whether the divider's place is known (older pages may load first to reach it). */
  unreadPlaced: boolean;
  /** Messages written here and not yet stored by the server (shown after the timeline). */
  outbox: OutboxItem[];
  send: (message: NewOutboxMessage) => Promise<void>;
  retry: (clientId: string) => void;
  discard: (clientId: string) => void;
  /** Edits, deletes and reactions go only while connected; each resolves true when done. */
  edit: (messageId: string, text: string) => Promise<boolean>;
  remove: (messageId: string) => Promise<boolean>;
  react: (messageId: string, emoji: string) => Promise<boolean>;
  /** Tells the server the caller has read up to this message (once per message). */
  markRead: (messageId: string) => void;
  /** Names of the others typing now. */
  typing: string[];
  /** The composer changed: typingStart (throttled), then typingStop after a pause. */
  typed: () => void;
  stopTyping: () => void;
  /** The composer's draft for this group, kept on the device. */
  loadDraft: () => Promise<string>;
  saveDraft: (text: string) => void;
};

export type { MessageReplyQuote };

export const ChatContext = createContext<ChatContextValue | null>(null);

/** The open group's chat. Spec 8: used outside its provider, it throws. */
export function useChat(): ChatContextValue {
  const value = useContext(ChatContext);
  if (!value) throw new Error('useChat must be used inside a ChatProvider');
  return value;
}
