import { describe, expect, it } from 'vitest';
import type { OrganizationDetail } from '@pariksha/shared/schemas/organizations';
import { filterOrganizations } from './search.ts';

const org = (over: Partial<OrganizationDetail>): OrganizationDetail => ({
  id: 'x',
  name: 'X',
  description: null,
  address: null,
  email: null,
  logoUrl: null,
  socialMedia: {},
  timeZone: 'Asia/Kolkata',
  inviteCode: null,
  trialEndsAt: null,
  memberCount: 0,
  admins: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

const items = [
  org({ id: 'a', name: 'Demo Institute', inviteCode: 'DEMO2026', admins: [{ id: 'u', name: 'Rajesh Verma', email: 'admin@example.com' }] }),
  org({ id: 'b', name: 'Gyan Academy', email: 'office@gyan.example.com' }),
];

describe('filterOrganizations', () => {
  it('returns everything for an empty or blank query', () => {
    expect(filterOrganizations(items, '  ')).toBe(items);
  });
  it.each([
    ['gyan', ['b']],
    ['demo2026', ['a']],
    ['RAJESH', ['a']],
    ['example.com', ['a', 'b']],
    ['nothing', []],
  ])('"%s" matches %j', (q, ids) => {
    expect(filterOrganizations(items, q).map((o) => o.id)).toEqual(ids);
  });
});
