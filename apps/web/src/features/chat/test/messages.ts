import type { GroupDetail, GroupMessage } from '@pariksha/shared/schemas/groups';

/** Test data for the chat: the people, the group, and messages made to order. */
export const GROUP_ID = '11111111-1111-4111-8111-111111111111';
export const ME = { id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', name: 'Asha Rani' };
export const PRIYA = { id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', name: 'Priya Singh' };
export const RAVI = { id: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc', name: 'Ravi Yadav' };

let n = 0;
/** A message id that sorts like its number (UUID-shaped, as the server's). */
export const messageId = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;

export function message(i: number, over: Partial<GroupMessage> = {}): GroupMessage {
  n += 1;
  return {
    id: messageId(i),
    groupId: GROUP_ID,
    sender: PRIYA,
    clientId: `c${i}-${n}`,
    text: `Message ${i}`,
    replyTo: null,
    attachment: null,
    reactions: [],
    seenCount: 0,
    edited: false,
    editedAt: null,
    deleted: false,
    // One minute apart, from 10:00 UTC on 20 November 2026.
    createdAt: new Date(Date.UTC(2026, 10, 20, 10, 0) + i * 60_000).toISOString(),
    ...over,
  };
}

export const groupDetail = (over: Partial<GroupDetail> = {}): GroupDetail => ({
  id: GROUP_ID,
  name: 'SSC CGL सुबह बैच',
  description: null,
  isBatch: true,
  announcementsOnly: false,
  archived: false,
  memberCount: 3,
  unreadCount: 0,
  lastMessage: null,
  myRole: 'member',
  canManage: false,
  createdAt: '2026-11-01T10:00:00.000Z',
  lastActivityAt: '2026-11-20T10:00:00.000Z',
  archivedAt: null,
  updatedAt: '2026-11-01T10:00:00.000Z',
  canPost: true,
  canArchive: false,
  members: [],
  ...over,
});
