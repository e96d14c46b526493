import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { OrganizationSummary } from '@pariksha/shared/schemas/auth';
import type { OrganizationDetail, organizationUpdate } from '@pariksha/shared/schemas/organizations';
import { apiGet, apiPatch, apiSend } from '../../../../lib/api.ts';

export type OrganizationChanges = z.output<typeof organizationUpdate>;

export const organizationKey = (id: string) => ['organizations', 'detail', id] as const;

/** GET /api/organizations/{id}: branding plus memberCount, admins and the invite code. */
export const organizationQuery = (id: string) =>
  queryOptions({ queryKey: organizationKey(id), queryFn: () => apiGet<OrganizationDetail>(`/organizations/${id}`) });

/** PATCH /api/organizations/{id}: only the fields sent change. */
export const saveOrganization = (id: string, changes: OrganizationChanges) => apiPatch<OrganizationDetail>(`/organizations/${id}`, changes);

/** POST /api/organizations/{id}/logo, multipart with the image under "file". */
export function uploadOrganizationLogo(id: string, file: File) {
  const form = new FormData();
  form.append('file', file);
  return apiSend<OrganizationSummary>(`/organizations/${id}/logo`, form);
}

/** The session's copy of the organisation (header and footer) from any fuller answer. */
export function toSummary(org: OrganizationSummary | OrganizationDetail): OrganizationSummary {
  const { id, name, description, address, email, logoUrl, socialMedia, timeZone, inviteCode, trialEndsAt } = org;
  return { id, name, description, address, email, logoUrl, socialMedia, timeZone, inviteCode, trialEndsAt };
}
