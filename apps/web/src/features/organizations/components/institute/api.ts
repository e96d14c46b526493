import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { DigestPreview, DigestSettings, OrganizationDashboard, StudentPerformance } from '@pariksha/shared/schemas/dashboards';
import { apiGet, buildUrl, request } from '../../../../lib/api.ts';

export const instituteKeys = {
  dashboard: (organizationId: string) => ['institute', organizationId, 'dashboard'] as const,
  performance: (organizationId: string, studentId: string, month?: string) =>
    ['institute', organizationId, 'performance', studentId, month ?? ''] as const,
  digest: (organizationId: string, studentId: string, month: string, lang: string) =>
    ['institute', organizationId, 'digest', studentId, month, lang] as const,
};

/** GET /api/organizations/:organizationId/dashboard */
export const dashboardQuery = (organizationId: string) =>
  queryOptions({
    queryKey: instituteKeys.dashboard(organizationId),
    queryFn: () => apiGet<OrganizationDashboard>(`/organizations/${organizationId}/dashboard`),
    staleTime: 30_000,
  });

/** GET /api/organizations/:organizationId/students/:studentId/performance?month= */
export const performanceQuery = (organizationId: string, studentId: string, month?: string) =>
  queryOptions({
    queryKey: instituteKeys.performance(organizationId, studentId, month),
    queryFn: () => apiGet<StudentPerformance>(`/organizations/${organizationId}/students/${studentId}/performance`, { params: { month } }),
  });

/** GET .../students/:studentId/digest?month=&lang= */
export const digestQuery = (organizationId: string, studentId: string, month: string, lang: 'hi' | 'en') =>
  queryOptions({
    queryKey: instituteKeys.digest(organizationId, studentId, month, lang),
    queryFn: () => apiGet<DigestPreview>(`/organizations/${organizationId}/students/${studentId}/digest`, { params: { month, lang } }),
  });

/** PUT /api/organizations/:organizationId/digest-settings */
export function useDigestSwitch(organizationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) =>
      request<DigestSettings>('PUT', buildUrl(`/organizations/${organizationId}/digest-settings`), { enabled }),
    onSuccess: (settings) =>
      client.setQueryData<OrganizationDashboard>(instituteKeys.dashboard(organizationId), (d) =>
        d ? { ...d, guardianDigestEnabled: settings.enabled } : d,
      ),
  });
}
