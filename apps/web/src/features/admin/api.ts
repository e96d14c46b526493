import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminStats } from '@pariksha/shared/schemas/admin';
import type { PlatformGrowth, PlatformOrganization } from '@pariksha/shared/schemas/dashboards';
import { apiGet, apiSend } from '../../lib/api.ts';

/** GET /api/admin/stats: the platform overview (superAdmin only). */
export const fetchAdminStats = () => apiGet<AdminStats>('/admin/stats');

export const adminStatsQuery = () => queryOptions({ queryKey: ['admin', 'stats'], queryFn: fetchAdminStats });

/** GET /api/admin/growth: tests, attempts and what was created per week across the platform. */
export const platformGrowthQuery = () =>
  queryOptions({ queryKey: ['admin', 'growth'], queryFn: () => apiGet<PlatformGrowth>('/admin/growth') });

/** GET /api/admin/organizations: every organisation with its counts and suspension. */
export const platformOrganizationsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'organizations'],
    queryFn: () => apiGet<{ data: PlatformOrganization[] }>('/admin/organizations'),
  });

/** POST /api/admin/organizations/:id/suspend or /reinstate. */
export function useSuspension() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, suspend }: { id: string; suspend: boolean }) =>
      apiSend<PlatformOrganization>(`/admin/organizations/${id}/${suspend ? 'suspend' : 'reinstate'}`),
    onSuccess: (org) => {
      client.setQueryData<{ data: PlatformOrganization[] }>(['admin', 'organizations'], (list) =>
        list ? { data: list.data.map((o) => (o.id === org.id ? org : o)) } : list,
      );
      void client.invalidateQueries({ queryKey: ['admin', 'growth'] });
    },
  });
}
