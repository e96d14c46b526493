import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ExamList } from '@pariksha/shared/schemas/exams';
import type { ScheduledNotification } from '@pariksha/shared/schemas/notifications';
import type { StudentList } from '@pariksha/shared/schemas/students';
import { apiDelete, apiGet } from '../../../../lib/api.ts';

const base = (organizationId: string) => `/notifications/organization/${organizationId}`;

export const scheduledKey = (organizationId: string) => ['notifications-scheduled', organizationId] as const;

/** GET .../scheduled (staff): notifications waiting for their time, soonest first. */
export const useScheduledNotifications = (organizationId: string) =>
  useQuery({
    queryKey: scheduledKey(organizationId),
    queryFn: async () => (await apiGet<{ data: ScheduledNotification[] }>(`${base(organizationId)}/scheduled`)).data,
  });

/** DELETE .../scheduled/{id}: cancelled before its time, it is never sent. */
export function useCancelScheduled(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiDelete<{ ok: true }>(`${base(organizationId)}/scheduled/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: scheduledKey(organizationId) }),
  });
}

/** The organisation's active students matching a search (the students page's API), for the audience picker. */
export const useStudentSearch = (organizationId: string, search: string, enabled: boolean) =>
  useQuery({
    queryKey: ['notify-students', organizationId, search],
    queryFn: () =>
      apiGet<StudentList>(`/organizations/${organizationId}/students`, {
        params: { search: search || undefined, status: 'active', limit: 20 },
      }),
    enabled,
    staleTime: 30_000,
    placeholderData: (previous) => previous,
  });

/** Published tests the organisation's members may open (the catalogue), for linking one. */
export const useTestSearch = (search: string, enabled: boolean) =>
  useQuery({
    queryKey: ['notify-tests', search],
    queryFn: () => apiGet<ExamList>('/exams', { params: { search: search || undefined, limit: 20 } }),
    enabled,
    staleTime: 30_000,
    placeholderData: (previous) => previous,
  });
