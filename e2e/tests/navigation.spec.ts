import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { demo, expect, field, mainNav, signIn, signInByApi, test } from '../fixtures.ts';

type Role = 'user' | 'admin' | 'superAdmin';

/**
 * Spec 2.5, in its order, with the English labels, plus the entries the spec's routes need to
 * be reachable (each marked). `roles` absent means everyone.
 */
const SPEC_NAV: { key: string; label: string; roles?: Role[] }[] = [
  { key: 'home', label: 'Home' },
  { key: 'testSeries', label: 'Test Series' },
  { key: 'liveTest', label: 'Live Test' },
  { key: 'quizzes', label: 'Quizzes' },
  { key: 'questions', label: 'Questions' },
  { key: 'notes', label: 'Notes' },
  { key: 'quizDashboard', label: 'Quiz Dashboard' },
  { key: 'examDashboard', label: 'Exam Dashboard' },
  { key: 'leaderboard', label: 'Leaderboard' },
  { key: 'problemOfDay', label: 'Problem of Day' },
  { key: 'flashCard', label: 'Flash Card' },
  // Not in spec 2.5: the way to /group-management (spec 2.3), where a student's batch chats are.
  { key: 'groups', label: 'Groups' },
  { key: 'examsDetails', label: 'Exams Details' },
  { key: 'about', label: 'About' },
  { key: 'contactUs', label: 'Contact Us' },
  { key: 'feedback', label: 'Feedback' },
  { key: 'organizationDashboard', label: 'Organization Dashboard', roles: ['admin', 'superAdmin'] },
  { key: 'attendanceManagement', label: 'Attendance Management', roles: ['admin', 'superAdmin'] },
  // Not in spec 2.5: the way to the organisation's students page (issue 11).
  { key: 'students', label: 'Students', roles: ['admin', 'superAdmin'] },
  { key: 'adminDashboard', label: 'Admin Dashboard', roles: ['superAdmin'] },
  { key: 'organizationsManagement', label: 'Organizations Management', roles: ['superAdmin'] },
  { key: 'userFeedback', label: 'User Feedback', roles: ['superAdmin'] },
];

/**
 * Navigation lists only entries whose pages exist (issue 2), so the entries that have landed
 * are read from nav.ts; which of them each role sees, and their order, come from the spec.
 */
const navSource = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/src/app/nav.ts'), 'utf8');
const landed = new Set([...navSource.matchAll(/\{\s*key:\s*'(\w+)'/g)].map((m) => m[1]));

function expectedNav(role: Role): string[] {
  return SPEC_NAV.filter((e) => landed.has(e.key) && (!e.roles || e.roles.includes(role))).map((e) => e.label);
}

test('nav.ts lists only entries of spec 2.5 (and the marked additions), at least the foundation ones', () => {
  const known = new Set(SPEC_NAV.map((e) => e.key));
  expect([...landed].filter((k) => !known.has(k))).toEqual([]);
  for (const key of [
    'home',
    'about',
    'contactUs',
    'feedback',
    'organizationDashboard',
    'adminDashboard',
    'organizationsManagement',
    'userFeedback',
  ]) {
    expect(landed.has(key), key).toBe(true);
  }
});

const ROLES: { who: string; email: string; role: Role }[] = [
  { who: 'a student', email: demo.student, role: 'user' },
  { who: 'a learner of the default organisation', email: demo.learner, role: 'user' },
  { who: 'an institute admin', email: demo.admin, role: 'admin' },
  { who: 'the superAdmin', email: demo.superAdmin, role: 'superAdmin' },
];

test.describe('sign in as each demo role', () => {
  for (const { who, email, role } of ROLES) {
    test(`${who} sees exactly the ${role} navigation`, async ({ page }) => {
      await signIn(page, email);
      await expect(mainNav(page).getByRole('link')).toHaveText(expectedNav(role));
      expect(await page.evaluate(() => localStorage.getItem('role'))).toBe(role);
      // Only the superAdmin has the header's Admin Dashboard button.
      const headerButton = page.getByRole('banner').getByRole('link', { name: 'Admin Dashboard' });
      await expect(headerButton).toHaveCount(role === 'superAdmin' ? 1 : 0);
    });
  }

  test('the current path is highlighted in the navigation', async ({ page }) => {
    await signInByApi(page, demo.student, { goto: '/about' });
    await expect(mainNav(page).getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    await expect(mainNav(page).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
  });

  test('signing in with the username works too', async ({ page }) => {
    const auth = await signInByApi(page, demo.student, { goto: '' });
    await page.evaluate(() => localStorage.clear());
    await signIn(page, auth.user.username);
  });
});

test.describe('guards', () => {
  test('a protected page asks a signed-out visitor to log in', async ({ page }) => {
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Login Required' })).toBeVisible();
    await page.getByRole('link', { name: 'Login Now' }).click();
    await expect(page).toHaveURL(/\/signin$/);
    await expect(field(page, 'Email or username')).toBeVisible();
  });

  test('after "Login Now" the sign-in returns to the protected page', async ({ page }) => {
    await page.goto('/profile');
    await page.getByRole('link', { name: 'Login Now' }).click();
    await field(page, 'Email or username').fill(demo.student);
    await field(page, 'Password').fill('Demo@12345');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { name: 'Login Required' })).toHaveCount(0);
  });

  test('a student is sent home from an admin-only page', async ({ page }) => {
    await signInByApi(page, demo.student, { goto: '/organization/admin-dashboard' });
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });

  test('a signed-out visitor is sent home from an admin-only page', async ({ page }) => {
    await page.goto('/admin-dashboard');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });

  test('no sidebar without a session, nor on /signin and /signup', async ({ page }) => {
    await page.goto('/about');
    await expect(mainNav(page)).toHaveCount(0);
    await signInByApi(page, demo.student, { goto: '/signin' });
    await expect(mainNav(page)).toHaveCount(0);
    await page.goto('/signup');
    await expect(mainNav(page)).toHaveCount(0);
    await page.goto('/about');
    await expect(mainNav(page)).toBeVisible();
  });
});
