import type { OrganizationDetail } from '@pariksha/shared/schemas/organizations';

/** Matches name, email, invite code and the admins' names and emails, ignoring case. */
export function filterOrganizations(items: OrganizationDetail[], query: string): OrganizationDetail[] {
  const q = query.trim().toLowerCase();
  if (!q) return items;
  return items.filter((o) =>
    [o.name, o.email, o.inviteCode, ...o.admins.flatMap((a) => [a.name, a.email])].some((v) => v?.toLowerCase().includes(q)),
  );
}
