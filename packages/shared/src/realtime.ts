import type { Notification } from './schemas/notifications.ts';

/** Events the server emits, shared by server and client so a payload cannot drift (immich's idea). */
export type ServerToClientEvents = {
  notification: (notification: Notification) => void;
};

/** Events the client sends; the chat events of spec 7 join this map with the chat feature. */
export type ClientToServerEvents = Record<string, never>;

export const rooms = {
  organization: (id: string) => `org:${id}`,
  user: (id: string) => `user:${id}`,
  group: (id: string) => `group:${id}`,
};
