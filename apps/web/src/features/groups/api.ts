import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GroupCreate, GroupDetail, GroupList, GroupRole, GroupUpdate, MemberCandidateList } from '@pariksha/shared/schemas/groups';
import { apiDelete, apiGet, apiPatch, apiSend } from '../../lib/api.ts';

/** Every groups query starts with 'groups', so a change refreshes the list and the open group together. */
export const groupKeys = {
  all: ['groups'] as const,
  list: () => [...groupKeys.all, 'list'] as const,
  detail: (groupId: string) => [...groupKeys.all, 'detail', groupId] as const,
  candidates: (q: CandidateQuery) => [...groupKeys.all, 'candidates', q] as const,
};

export type CandidateQuery = { search: string; groupId?: string };
export const CANDIDATES_PAGE_SIZE = 20;

export const useGroups = () => useQuery({ queryKey: groupKeys.list(), queryFn: () => apiGet<GroupList>('/groups') });

export const useGroup = (groupId: string | null) =>
  useQuery({
    queryKey: groupKeys.detail(groupId ?? ''),
    queryFn: () => apiGet<GroupDetail>(`/groups/${groupId}`),
    enabled: !!groupId,
  });

/** The member picker's search: the first page of matching people of the organisation. */
export const useMemberCandidates = (q: CandidateQuery, enabled: boolean) =>
  useQuery({
    queryKey: groupKeys.candidates(q),
    queryFn: () =>
      apiGet<MemberCandidateList>('/groups/member-candidates', {
        params: { search: q.search || undefined, groupId: q.groupId },
        isPaginated: true,
        page: 1,
        limit: CANDIDATES_PAGE_SIZE,
      }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

/** A write that answers with the whole group: cached at once, the list refreshed behind it. */
function useGroupWrite<V>(write: (vars: V) => Promise<GroupDetail>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (group) => {
      client.setQueryData(groupKeys.detail(group.id), group);
      void client.invalidateQueries({ queryKey: groupKeys.list() });
      void client.invalidateQueries({ queryKey: [...groupKeys.all, 'candidates'] });
    },
  });
}

export const useCreateGroup = () => useGroupWrite((body: GroupCreate) => apiSend<GroupDetail>('/groups', body));

export const useUpdateGroup = (groupId: string) => useGroupWrite((body: GroupUpdate) => apiPatch<GroupDetail>(`/groups/${groupId}`, body));

export const useArchiveGroup = (groupId: string) => useGroupWrite(() => apiDelete<GroupDetail>(`/groups/${groupId}`));

export const useAddMembers = (groupId: string) =>
  useGroupWrite((userIds: string[]) => apiSend<GroupDetail>(`/groups/${groupId}/members`, { userIds }));

export const useSetMemberRole = (groupId: string) =>
  useGroupWrite(({ userId, role }: { userId: string; role: GroupRole }) =>
    apiPatch<GroupDetail>(`/groups/${groupId}/members/${userId}`, { role }),
  );

export function useRemoveMember(groupId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => apiDelete<{ ok: true }>(`/groups/${groupId}/members/${userId}`),
    onSuccess: () => client.invalidateQueries({ queryKey: groupKeys.all }),
  });
}
