import type { GroupDetail, GroupMember, GroupSummary, MemberCandidate } from '@pariksha/shared/schemas/groups';
import { setLanguage as setLanguageWith } from '../../../test/render.tsx';

export * from '../../../test/render.tsx';

/** The shared page-test helpers, with this feature's namespace for setLanguage. */
export const setLanguage = (lang: 'en' | 'hi') => setLanguageWith(lang, ['groups']);

export const GROUP_ID = '11111111-1111-4111-8111-111111111111';
export const ADMIN_ID = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
export const PRIYA_ID = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
export const RAVI_ID = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';

export const groupSummary = (over: Partial<GroupSummary> = {}): GroupSummary => ({
  id: GROUP_ID,
  name: 'SSC CGL Morning Batch',
  description: 'Daily 7 am class',
  isBatch: true,
  announcementsOnly: false,
  archived: false,
  memberCount: 3,
  unreadCount: 0,
  lastMessage: null,
  myRole: 'member',
  canManage: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  lastActivityAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

const member = (id: string, name: string, role: GroupMember['role'], isStaff = false): GroupMember => ({
  id,
  name,
  username: name.split(' ')[0]!.toLowerCase(),
  role,
  isStaff,
  joinedAt: '2026-11-20T10:00:00.000Z',
});

export const groupDetail = (over: Partial<GroupDetail> = {}): GroupDetail => ({
  ...groupSummary({ myRole: 'moderator', canManage: true }),
  archivedAt: null,
  updatedAt: '2026-11-20T10:00:00.000Z',
  canPost: true,
  canArchive: true,
  members: [
    member(ADMIN_ID, 'Rajesh Verma', 'moderator', true),
    member(PRIYA_ID, 'Priya Singh', 'member'),
    member(RAVI_ID, 'Ravi Yadav', 'member'),
  ],
  ...over,
});

export const candidate = (id: string, name: string, over: Partial<MemberCandidate> = {}): MemberCandidate => ({
  id,
  name,
  username: name.split(' ')[0]!.toLowerCase(),
  isStaff: false,
  isMember: false,
  ...over,
});
