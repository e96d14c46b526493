import type {
  AddReactionAck,
  AddReactionPayload,
  DeleteMessageAck,
  DeleteMessagePayload,
  EditMessageAck,
  EditMessagePayload,
  JoinGroupAck,
  JoinGroupPayload,
  LeaveGroupAck,
  LeaveGroupPayload,
  MarkAsReadAck,
  MarkAsReadPayload,
  MessageDeletedEvent,
  MessageEditedEvent,
  MessagesReadEvent,
  NewMessageEvent,
  ReactionUpdatedEvent,
  SendMessageAck,
  SendMessagePayload,
  TypingAck,
  TypingEvent,
  TypingPayload,
} from './schemas/chat.ts';
import type { Notification } from './schemas/notifications.ts';

/** Events the server emits, shared by server and client so a payload cannot drift (immich's idea). */
export type ServerToClientEvents = {
  notification: (notification: Notification) => void;
  // Group chat: each carries its groupId; sent to the group's room (`rooms.group`), except
  // messagesRead, which goes to the writers of the messages it covers (their "seen by").
  newMessage: (message: NewMessageEvent) => void;
  messageEdited: (event: MessageEditedEvent) => void;
  messageDeleted: (event: MessageDeletedEvent) => void;
  reactionUpdated: (event: ReactionUpdatedEvent) => void;
  typing: (event: TypingEvent) => void;
  messagesRead: (event: MessagesReadEvent) => void;
};

/**
 * Events the client sends (spec 7), each acknowledged with `{ ok: true, ... }` or
 * `{ ok: false, error: { code, message } }` (schemas/chat.ts). Membership is checked on every
 * one; joinGroup subscribes the socket to the group's live events.
 */
export type ClientToServerEvents = {
  joinGroup: (payload: JoinGroupPayload, ack: (res: JoinGroupAck) => void) => void;
  leaveGroup: (payload: LeaveGroupPayload, ack: (res: LeaveGroupAck) => void) => void;
  sendMessage: (payload: SendMessagePayload, ack: (res: SendMessageAck) => void) => void;
  editMessage: (payload: EditMessagePayload, ack: (res: EditMessageAck) => void) => void;
  deleteMessage: (payload: DeleteMessagePayload, ack: (res: DeleteMessageAck) => void) => void;
  /** Toggles: the same emoji again takes the reaction back. */
  addReaction: (payload: AddReactionPayload, ack: (res: AddReactionAck) => void) => void;
  typingStart: (payload: TypingPayload, ack: (res: TypingAck) => void) => void;
  typingStop: (payload: TypingPayload, ack: (res: TypingAck) => void) => void;
  markAsRead: (payload: MarkAsReadPayload, ack: (res: MarkAsReadAck) => void) => void;
};

export const rooms = {
  organization: (id: string) => `org:${id}`,
  user: (id: string) => `user:${id}`,
  group: (id: string) => `group:${id}`,
};
