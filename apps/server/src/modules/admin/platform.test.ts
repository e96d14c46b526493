import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlatformGrowth, PlatformOrganization } from '@pariksha/shared/schemas/dashboards';
import {
  DEFAULT_ORG_ID,
  authHeader,
  createOrganizationWithMembers,
  createTestApp,
  expectError,
  signIn,
  type SecondOrganization,
  type TestApp,
} from '../../test/app.ts';

let t: TestApp;
let org: SecondOrganization;
let su: string;

beforeAll(async () => {
  t = await createTestApp();
  org = await createOrganizationWithMembers(t.app);
  su = (await signIn(t.app, 'superadmin')).token;
});
afterAll(() => t?.close());

describe('platform growth and organisations (superAdmin)', () => {
  it('counts tests, attempts and weekly growth', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/growth', headers: authHeader(su) });
    expect(res.statusCode, res.body).toBe(200);
    const g: PlatformGrowth = res.json();
    expect(g.weekly).toHaveLength(12);
    // This file signed up at least an admin and a student this week.
    expect(g.weekly[11].users).toBeGreaterThanOrEqual(2);
    expect(g.weekly[11].organizations).toBeGreaterThanOrEqual(1);
  });

  it('lists every organisation with its counts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/organizations', headers: authHeader(su) });
    expect(res.statusCode, res.body).toBe(200);
    const mine = (res.json().data as PlatformOrganization[]).find((o) => o.id === org.organization.id);
    expect(mine).toMatchObject({ members: 2, students: 1, tests: 0, attempts: 0, suspendedAt: null, isDefault: false });
  });

  it('is refused to an organisation admin and a student', async () => {
    for (const token of [org.admin.token, org.student.token]) {
      expectError(await t.app.inject({ method: 'GET', url: '/api/admin/organizations', headers: authHeader(token) }), 403, 'FORBIDDEN');
      expectError(await t.app.inject({ method: 'GET', url: '/api/admin/growth', headers: authHeader(token) }), 403, 'FORBIDDEN');
      expectError(
        await t.app.inject({ method: 'POST', url: `/api/admin/organizations/${org.organization.id}/suspend`, headers: authHeader(token) }),
        403,
        'FORBIDDEN',
      );
    }
  });
});

describe('suspending an organisation', () => {
  it('refuses its members sign-in, refresh and sensitive routes, keeps the data, and reinstating lets them back', async () => {
    const target = await createOrganizationWithMembers(t.app);
    const suspend = await t.app.inject({
      method: 'POST',
      url: `/api/admin/organizations/${target.organization.id}/suspend`,
      headers: authHeader(su),
    });
    expect(suspend.statusCode, suspend.body).toBe(200);
    expect(suspend.json()).toMatchObject({ id: target.organization.id, members: 2, suspendedAt: expect.any(String) });

    const signInAs = (identifier: string, password: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { identifier, password } });
    expectError(await signInAs(target.admin.user.username, 'Secret123'), 403, 'FORBIDDEN');
    expectError(await signInAs(target.student.user.username, 'Secret123'), 403, 'FORBIDDEN');
    // The sessions they had are revoked: a refresh fails and a staff route refuses the old token.
    expectError(
      await t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken: target.admin.refreshToken } }),
      401,
      'UNAUTHORIZED',
    );
    const staff = await t.app.inject({
      method: 'GET',
      url: `/api/organizations/${target.organization.id}/dashboard`,
      headers: authHeader(target.admin.token),
    });
    expect(staff.statusCode).toBe(401);
    // Other organisations are untouched.
    expect((await signInAs(org.admin.user.username, 'Secret123')).statusCode).toBe(200);

    const reinstate = await t.app.inject({
      method: 'POST',
      url: `/api/admin/organizations/${target.organization.id}/reinstate`,
      headers: authHeader(su),
    });
    expect(reinstate.statusCode, reinstate.body).toBe(200);
    expect(reinstate.json()).toMatchObject({ suspendedAt: null, members: 2, students: 1 });
    expect((await signInAs(target.admin.user.username, 'Secret123')).statusCode).toBe(200);
  });

  it('never suspends the default organisation, and 404s an unknown one', async () => {
    expectError(
      await t.app.inject({ method: 'POST', url: `/api/admin/organizations/${DEFAULT_ORG_ID}/suspend`, headers: authHeader(su) }),
      409,
      'CONFLICT',
    );
    expectError(
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/organizations/00000000-0000-4000-8000-000000000000/suspend',
        headers: authHeader(su),
      }),
      404,
      'NOT_FOUND',
    );
  });
});
