import { existsSync, readFileSync } from 'node:fs';
import { serverLog } from '../env.ts';
import { DEMO_PASSWORD, demo, expect, field, latestMail, newUser, signIn, signInByApi, signUpByApi, test } from '../fixtures.ts';

test.describe('sign out', () => {
  test('Sign Out in the user menu clears all browser storage and goes to /signin', async ({ page }) => {
    await signIn(page, demo.student);
    expect(await page.evaluate(() => localStorage.length)).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Open user menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();

    await expect(page).toHaveURL(/\/signin$/);
    await expect(page.getByRole('link', { name: 'Login/Register' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.length === 0 && sessionStorage.length === 0)).toBe(true);
    // The protected page is closed again.
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Login Required' })).toBeVisible();
  });
});

test.describe('header', () => {
  test('signed out: Login/Register leads to /signin', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('button', { name: 'Open user menu' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Login/Register' }).click();
    await expect(page).toHaveURL(/\/signin$/);
  });

  test('signed in: streak badge with its tooltip, and the user menu greets by name', async ({ page }) => {
    await signInByApi(page, demo.student);
    const streak = page.getByRole('link', { name: /^Your current streak/ });
    await expect(streak).toHaveAttribute('href', '/potd');
    await streak.hover();
    await expect(page.getByRole('tooltip')).toHaveText('Your current streak');

    await page.getByRole('button', { name: 'Open user menu' }).click();
    const menu = page.getByRole('menu');
    // The demo student's name, each word capitalised.
    await expect(menu.getByText(/^Hi, [A-Z]/)).toBeVisible();
    await expect(menu.getByRole('menuitem')).toHaveText(['My Profile', 'POTD Management', 'Language Settings', 'Sign Out']);
    await page.getByRole('button', { name: 'Close user menu' }).click();
    await expect(menu).toBeHidden();
  });

  test('an admin gets no streak badge and no daily-problem dialog, and keeps POTD Management in the menu', async ({ page }) => {
    await page.goto('/signin');
    await field(page, 'Email or username').fill(demo.admin);
    await field(page, 'Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Open user menu' })).toBeVisible();
    await page.waitForTimeout(500);
    await expect(page.getByRole('dialog', { name: 'Problem of the Day' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^Your current streak/ })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('showPotdDialog'))).toBeNull();
    await page.getByRole('button', { name: 'Open user menu' }).click();
    await page.getByRole('menuitem', { name: 'POTD Management' }).click();
    await expect(page).toHaveURL(/\/potd-management$/);
  });

  test('the greeting capitalises each word of the stored name', async ({ page }) => {
    const user = { ...newUser('hdr'), name: 'meera devi sharma' };
    const auth = await signUpByApi(page, user);
    expect(auth.user.name).toBe('meera devi sharma');
    await signInByApi(page, user.email, { password: user.password });
    await page.getByRole('button', { name: 'Open user menu' }).click();
    await expect(page.getByRole('menu').getByText('Hi, Meera Devi Sharma')).toBeVisible();
  });
});

test.describe('sign-in errors', () => {
  test('a wrong password shows an error and keeps the person on /signin', async ({ page }) => {
    // A fresh account: failures count per account, and a demo account must never get locked.
    const user = newUser('wrong');
    await signUpByApi(page, user);
    await page.goto('/signin');
    await field(page, 'Email or username').fill(user.email);
    await field(page, 'Password').fill('not-the-password1');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('Incorrect email/username or password');
    await expect(page).toHaveURL(/\/signin$/);
  });

  test('repeated wrong passwords for one account show the rate-limit message', async ({ page }) => {
    const user = newUser('lock');
    await signUpByApi(page, user);
    await page.goto('/signin');
    await field(page, 'Email or username').fill(user.email);
    const password = field(page, 'Password');
    const submit = page.getByRole('button', { name: 'Sign In', exact: true });
    const alert = page.getByRole('alert');
    // The server allows five failures per account in its window; the sixth attempt is refused.
    for (let i = 0; i < 5; i++) {
      await password.fill(`wrong-password-${i}`);
      await submit.click();
      await expect(alert).toContainText('Incorrect email/username or password');
      await expect(submit).toBeEnabled();
    }
    await password.fill(user.password);
    await submit.click();
    await expect(alert).toContainText('Too many attempts');
    await expect(alert).toContainText('Too many failed sign-in attempts for this account');
    await expect(page).toHaveURL(/\/signin$/);
  });
});

/**
 * The reset link from the newest mail to `email` (no SMTP in e2e: each mail is a file under the
 * server's DATA_DIR/mail; the log names recipient and subject only, never the link).
 */
function lastResetLink(email: string): string {
  const match = latestMail(email).match(/\/reset-password\?token=[A-Za-z0-9_%.~-]+/);
  return match ? match[0] : '';
}

async function resetLinkFor(email: string): Promise<string> {
  await expect.poll(() => lastResetLink(email), { message: `reset mail for ${email}`, timeout: 10_000 }).not.toBe('');
  const link = lastResetLink(email);
  // The token is in the mail only, never in the server's log.
  if (existsSync(serverLog)) expect(readFileSync(serverLog, 'utf8')).not.toContain(link.split('token=')[1]);
  return link;
}

test.describe('forgot and reset password', () => {
  test('a person asks for a link, sets a new password with it, and signs in with it', async ({ page }) => {
    test.skip(!existsSync(serverLog), 'the server was not started by this run (its mail folder is needed for the mailed link)');
    const user = newUser('rst');
    await signUpByApi(page, user);

    await page.goto('/signin');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await field(page, 'Email').fill(user.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('Check your email')).toBeVisible();

    const link = await resetLinkFor(user.email);
    await page.goto(link);
    const newPassword = 'Fresh@67890';
    await field(page, 'New password').fill(newPassword);
    await field(page, 'Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByText('Password changed')).toBeVisible();
    await page
      .getByRole('link', { name: 'Go to Sign In' })
      .or(page.getByRole('button', { name: 'Go to Sign In' }))
      .click();
    await expect(page).toHaveURL(/\/signin/);

    await signIn(page, user.email, newPassword);

    // The link works once.
    await page.evaluate(() => localStorage.clear());
    await page.goto(link);
    await field(page, 'New password').fill('Other@67890');
    await field(page, 'Confirm new password').fill('Other@67890');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByText('Password changed')).toHaveCount(0);
  });
});
