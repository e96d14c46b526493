import { useQuery } from '@tanstack/react-query';
import type { ChatAttachment } from '@pariksha/shared/schemas/chat';
import type { GroupDetail, GroupMessage, GroupMessageList } from '@pariksha/shared/schemas/groups';
import { apiDownload, apiGet, apiSend } from '../../lib/api.ts';

export const chatKeys = {
  group: (groupId: string) => ['chat', groupId, 'group'] as const,
  attachment: (groupId: string, fileId: string) => ['chat', groupId, 'attachment', fileId] as const,
};
/** The groups page's queries (its unread counts change as the chat is read). */
export const groupsListKey = ['groups'] as const;

export const HISTORY_PAGE = 50;
/** Catching up after a reconnect: pages this large, and no more of them than this. */
const CATCH_UP_PAGE = 100;
const CATCH_UP_PAGES = 10;

/** The group with the caller's rights in it (canPost, canManage) and its member count. */
export const useChatGroup = (groupId: string) =>
  useQuery({ queryKey: chatKeys.group(groupId), queryFn: () => apiGet<GroupDetail>(`/groups/${groupId}`) });

/** One page of history, newest first: the newest, or the messages before `before`. */
export const fetchMessages = (groupId: string, before?: string, limit = HISTORY_PAGE) =>
  apiGet<GroupMessageList>(`/groups/${groupId}/messages`, { params: { before, limit } });

/**
 * What was sent since `newestKnownId` (newest first, as the pages come): pages back from the
 * newest until one reaches the message known. `complete` is false when that took more than
 * CATCH_UP_PAGES pages (a long time away): the caller then starts over from these.
 */
export async function fetchSince(
  groupId: string,
  newestKnownId: string,
): Promise<{ messages: GroupMessage[]; complete: boolean; hasMore: boolean }> {
  const messages: GroupMessage[] = [];
  let before: string | undefined;
  for (let page = 0; page < CATCH_UP_PAGES; page++) {
    const { data, hasMore } = await fetchMessages(groupId, before, CATCH_UP_PAGE);
    const known = data.findIndex((m) => m.id === newestKnownId);
    // The known message comes too: it may have been edited, reacted to or seen meanwhile.
    if (known >= 0) return { messages: [...messages, ...data.slice(0, known + 1)], complete: true, hasMore: true };
    messages.push(...data);
    if (!hasMore || data.length === 0) return { messages, complete: true, hasMore: false };
    before = data.at(-1)!.id;
  }
  return { messages, complete: false, hasMore: true };
}

/** Uploads an image or PDF to attach to the next message (multipart field `file`). */
export function uploadAttachment(groupId: string, file: File): Promise<ChatAttachment> {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiSend<ChatAttachment>(`/groups/${groupId}/attachments`, form);
}

/** An attachment's bytes, fetched with the token (a plain link would send none). */
export const downloadAttachment = (groupId: string, fileId: string) => apiDownload(`/groups/${groupId}/attachments/${fileId}`);
