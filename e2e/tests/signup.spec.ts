import { expect, field, mainNav, newUser, test, type NewUser } from '../fixtures.ts';
import type { Page } from '@playwright/test';

async function fillAccount(page: Page, user: NewUser) {
  await field(page, 'Name').fill(user.name);
  await field(page, 'Email').fill(user.email);
  await field(page, 'Username').fill(user.username);
  await field(page, 'Password').fill(user.password);
  await field(page, 'Confirm password').fill(user.password);
}

test.describe('sign up', () => {
  test('a student signs up and lands signed in at home', async ({ page }) => {
    const user = newUser('stu');
    await page.goto('/signup');
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    await fillAccount(page, user);
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Open user menu' })).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'Home' })).toBeVisible();
    // A student has no organisation dashboard.
    await expect(mainNav(page).getByRole('link', { name: 'Organization Dashboard' })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('role'))).toBe('user');
  });

  test('sign-up validates the form before sending it', async ({ page }) => {
    await page.goto('/signup');
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await expect(page).toHaveURL(/\/signup/);
  });

  test('an institute registers from /signup?type=institute and its admin sees the Organization Dashboard', async ({ page }) => {
    const user = newUser('inst');
    await page.goto('/signup?type=institute');
    await expect(page.getByRole('heading', { level: 1, name: 'Register Your Institute' })).toBeVisible();
    await field(page, 'Institute name').fill(`Gyan Coaching ${user.username.slice(-5)}`);
    await fillAccount(page, user);
    await page.getByRole('button', { name: 'Start Free Trial' }).click();

    await expect(page).toHaveURL(/\/organization\/admin-dashboard/);
    await expect(mainNav(page).getByRole('link', { name: 'Organization Dashboard' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('role'))).toBe('admin');
    const org = await page.evaluate(() => JSON.parse(localStorage.getItem('organization') ?? '{}') as { name?: string });
    expect(org.name).toContain('Gyan Coaching');
  });

  test('the Student/Institute toggle switches the form between the two modes', async ({ page }) => {
    const user = newUser('tog');
    await page.goto('/signup?type=institute');
    await page.getByRole('tab', { name: 'Student' }).click();
    await expect(page).not.toHaveURL(/type=institute/);
    await expect(field(page, 'Institute name')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Sign Up', exact: true })).toBeVisible();

    await page.getByRole('tab', { name: 'Institute' }).click();
    await expect(page).toHaveURL(/type=institute/);
    await expect(page.getByRole('heading', { level: 1, name: 'Register Your Institute' })).toBeVisible();
    await field(page, 'Institute name').fill(`Saraswati School ${user.username.slice(-5)}`);
    await fillAccount(page, user);
    await page.getByRole('button', { name: 'Start Free Trial' }).click();
    await expect(mainNav(page).getByRole('link', { name: 'Organization Dashboard' })).toBeVisible();
  });
});
