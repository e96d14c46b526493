import { describe, expect, it } from 'vitest';
import { navFor } from './nav.ts';

const keysFor = (role: Parameters<typeof navFor>[0]) => navFor(role).map((e) => e.key);

describe('navFor (spec 2.5)', () => {
  it('gives everyone the shared entries only', () => {
    expect(keysFor('user')).not.toContain('organizationDashboard');
    expect(keysFor('user')).not.toContain('adminDashboard');
    expect(keysFor(null)).toEqual(keysFor('user'));
  });
  it('adds the organisation entries for admins, not the platform ones', () => {
    const admin = keysFor('admin');
    expect(admin).toContain('organizationDashboard');
    expect(admin).not.toContain('adminDashboard');
    expect(admin).not.toContain('organizationsManagement');
    expect(admin).not.toContain('userFeedback');
  });
  it('gives superAdmin everything', () => {
    expect(keysFor('superAdmin')).toEqual(expect.arrayContaining(['organizationDashboard', 'adminDashboard', 'organizationsManagement', 'userFeedback']));
  });
});
