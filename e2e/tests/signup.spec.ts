import { demo, expect, field, latestMail, mainNav, newUser, signUpCode, test, type NewUser } from '../fixtures.ts';
import type { Page } from '@playwright/test';

async function fillAccount(page: Page, user: NewUser) {
  await field(page, 'Name').fill(user.name);
  await field(page, 'Email').fill(user.email);
  await field(page, 'Username').fill(user.username);
  await field(page, 'Password').fill(user.password);
  await field(page, 'Confirm password').fill(user.password);
}

/** The second step: the code from the mail (a file under the e2e server's DATA_DIR/mail). */
async function enterMailedCode(page: Page, email: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
  await expect(page.getByText(`Enter the 6-digit code we sent to ${email}`)).toBeVisible();
  await field(page, '6-digit code').fill(await signUpCode(email));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
}

test.describe('sign up', () => {
  test('a student signs up, enters the mailed code, skips the exam goal and lands signed in at home', async ({ page }) => {
    const user = newUser('stu');
    await page.goto('/signup');
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    await fillAccount(page, user);
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    // No account and no session before the code.
    await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await enterMailedCode(page, user.email);
    // One step before the home (issue 13): the exam goal, which can be skipped.
    await expect(page.getByRole('heading', { level: 1, name: 'Which exam are you preparing for?' })).toBeVisible();
    await page.getByRole('button', { name: 'Skip for now' }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Open user menu' })).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'Home' })).toBeVisible();
    // A student has no organisation dashboard.
    await expect(mainNav(page).getByRole('link', { name: 'Organization Dashboard' })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('role'))).toBe('user');
  });

  test('an email that already has an account gets the same code step, and its owner a notice instead of a code', async ({ page }) => {
    const user = { ...newUser('dup'), email: demo.learner };
    await page.goto('/signup');
    await fillAccount(page, user);
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
    await expect(page.getByText(`Enter the 6-digit code we sent to ${demo.learner}`)).toBeVisible();
    await expect.poll(() => latestMail(demo.learner)).toContain('/forgot-password');
    expect(latestMail(demo.learner)).not.toMatch(/^\s*\d{6}\s*$/m);
    // Any code is simply wrong.
    await field(page, '6-digit code').fill('123456');
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(page.getByText('Invalid or expired code')).toBeVisible();
  });

  test('a wrong code is refused with the server message; Change email goes back to the filled form', async ({ page }) => {
    const user = newUser('wrg');
    await page.goto('/signup');
    await fillAccount(page, user);
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    const code = await signUpCode(user.email);
    await field(page, '6-digit code').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(page.getByText('Invalid or expired code')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Resend code in \d+ s$/ })).toBeDisabled();

    await page.getByRole('button', { name: 'Change email' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    await expect(field(page, 'Email')).toHaveValue(user.email);
    await expect(field(page, 'Email')).toBeFocused();
    await expect(field(page, 'Username')).toHaveValue(user.username);
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
    await enterMailedCode(page, user.email);

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
    await enterMailedCode(page, user.email);
    await expect(mainNav(page).getByRole('link', { name: 'Organization Dashboard' })).toBeVisible();
  });

  for (const width of [360, 1280]) {
    test(`the code step fits a ${width}px screen without sideways scrolling`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height: width === 360 ? 740 : 800 });
      const user = { ...newUser('shot'), email: `${newUser('a-rather-long-address').username}@example.com` };
      await page.goto('/signup');
      await fillAccount(page, user);
      await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
      for (const name of ['Verify', 'Change email']) await expect(page.getByRole('button', { name, exact: true })).toBeInViewport();
      await expect(field(page, '6-digit code')).toBeInViewport();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.evaluate(() => document.fonts.ready);
      const shots = process.env.E2E_SHOTS_DIR;
      await page.screenshot({ path: shots ? `${shots}/signup-code-${width}.png` : testInfo.outputPath(`signup-code-${width}.png`) });
    });
  }
});
