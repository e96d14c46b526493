import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { OrganizationSummary } from '@pariksha/shared/schemas/auth';
import type { OrganizationDetail, organizationInput } from '@pariksha/shared/schemas/organizations';
import { apiDelete, apiGet, apiPatch, apiSend } from '../../../../lib/api.ts';

/** What the form sends: the output of the shared schema (empty strings already turned into null). */
export type OrganizationPayload = z.output<typeof organizationInput>;

export const organizationsKey = ['organizations', 'all'] as const;

/** GET /api/organizations (superAdmin): every organisation with members, admins and invite code. */
export const organizationsQuery = () =>
  queryOptions({
    queryKey: organizationsKey,
    queryFn: async () => (await apiGet<{ data: OrganizationDetail[] }>('/organizations')).data,
  });

export const createOrganization = (input: OrganizationPayload) => apiSend<OrganizationDetail>('/organizations', input);

export const updateOrganization = (id: string, input: Partial<OrganizationPayload>) =>
  apiPatch<OrganizationDetail>(`/organizations/${id}`, input);

/** POST /api/organizations/:id/logo, multipart with the image under "file". */
export function uploadLogo(id: string, file: File) {
  const form = new FormData();
  form.append('file', file);
  return apiSend<OrganizationSummary>(`/organizations/${id}/logo`, form);
}

export const appointAdmin = (id: string, email: string) => apiSend<OrganizationDetail>(`/organizations/${id}/admins`, { email });

export const removeAdmin = (id: string, userId: string) => apiDelete<OrganizationDetail>(`/organizations/${id}/admins/${userId}`);
