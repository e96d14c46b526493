import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, field, smsCode, test } from '../fixtures.ts';

/**
 * Issue 13, onboarding: sign-up with a mobile number and an exam goal, then the first home (360 px,
 * Hindi); mobile OTP sign-in through the SMS outbox (1280 px, English). The e2e server has no SMS
 * provider, so every SMS goes to the outbox and is also written under DATA_DIR/sms.
 */
const SHOTS = process.env.E2E_SHOTS_DIR;
const shot = async (page: Page, name: string) => {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

let n = 0;
/** A fresh Indian mobile number per run and test. */
const newMobile = () => `7${String(Date.now() % 1e7).padStart(7, '0')}${String(n++ % 100).padStart(2, '0')}`;

test.describe('onboarding at 360 px in Hindi', () => {
  test.use({ viewport: { width: 360, height: 800 } });

  test('signs up with a mobile number only, chooses the exam goal and lands on the home', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('selectedLanguage', 'hi'));
    const mobile = newMobile();
    await page.goto('/signup');
    await expect(page.getByRole('heading', { level: 1, name: 'अपना खाता बनाएँ' })).toBeVisible();
    await field(page, 'नाम').fill('रवि कुमार');
    await field(page, 'मोबाइल नंबर').fill(`${mobile.slice(0, 5)} ${mobile.slice(5)}`);
    await field(page, 'पासवर्ड').fill('Test@12345');
    await field(page, 'पासवर्ड की पुष्टि करें').fill('Test@12345');
    await shot(page, 'signup-mobile-hi-360');
    await page.getByRole('button', { name: 'साइन अप करें', exact: true }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'अपना SMS देखें' })).toBeVisible();
    await field(page, '6 अंकों का कोड').fill(await smsCode(mobile));
    await page.getByRole('button', { name: 'पुष्टि करें', exact: true }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'आप किस परीक्षा की तैयारी कर रहे हैं?' })).toBeVisible();
    const goals = page.getByRole('group', { name: 'आप किस परीक्षा की तैयारी कर रहे हैं?' });
    await goals.getByRole('button', { name: 'SSC' }).click();
    await goals.getByRole('button', { name: 'रेलवे' }).click();
    await expect(goals.getByRole('button', { name: 'रेलवे' })).toHaveAttribute('aria-pressed', 'true');
    await shot(page, 'signup-goal-hi-360');
    await page.getByRole('button', { name: 'सहेजें और आगे बढ़ें' }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'उपयोगकर्ता मेनू खोलें' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await shot(page, 'first-home-hi-360');

    // The goal is on the profile page, where it can be changed.
    await page.goto('/profile');
    const profileGoals = page.getByRole('group', { name: 'आप किस परीक्षा की तैयारी कर रहे हैं?' });
    await expect(profileGoals.getByRole('button', { name: 'SSC' })).toHaveAttribute('aria-pressed', 'true');
    await expect(profileGoals.getByRole('button', { name: 'रेलवे' })).toHaveAttribute('aria-pressed', 'true');
    await expect(profileGoals.getByRole('button', { name: 'बैंकिंग' })).toHaveAttribute('aria-pressed', 'false');
    await shot(page, 'profile-goal-hi-360');
  });
});

test.describe('OTP sign-in at 1280 px in English', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('signs in with the code from the SMS outbox', async ({ page }) => {
    const mobile = newMobile();
    // An account with this number, made through the API (the code from the outbox).
    const started = await page.request.post('/api/auth/signup', {
      data: { name: 'Meera Joshi', phone: mobile, password: 'Test@12345', preferredLanguage: 'en' },
    });
    expect(started.status()).toBe(202);
    const signUpCode = await smsCode(mobile);
    expect((await page.request.post('/api/auth/signup/verify', { data: { phone: mobile, code: signUpCode } })).status()).toBe(201);

    await page.addInitScript(() => localStorage.setItem('selectedLanguage', 'en'));
    await page.goto('/signin');
    await page.getByRole('button', { name: 'Sign in with mobile OTP' }).click();
    await field(page, 'Mobile number').fill(mobile);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByRole('status')).toContainText(`+91${mobile}`);
    const code = await smsCode(mobile, signUpCode);
    await field(page, '6-digit code').fill(code);
    await shot(page, 'otp-signin-en-1280');
    const answer = page.waitForResponse((r) => r.url().includes('/api/auth/otp/verify'));
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).not.toHaveURL(/\/signin/);
    // A student's first sign-in of the day opens the daily problem, as the password sign-in does.
    if (((await (await answer).json()) as { potd?: { showDialog: boolean } }).potd?.showDialog) {
      await page.getByRole('dialog', { name: 'Problem of the Day' }).getByRole('button', { name: 'Close' }).click();
    }
    await expect(page.getByRole('button', { name: 'Open user menu' })).toBeVisible();
    await shot(page, 'otp-home-en-1280');
  });

  test('a wrong code is refused and the page stays on the code', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('selectedLanguage', 'en'));
    await page.goto('/signin');
    await page.getByRole('button', { name: 'Sign in with mobile OTP' }).click();
    await field(page, 'Mobile number').fill(newMobile());
    await page.getByRole('button', { name: 'Send code' }).click();
    await field(page, '6-digit code').fill('123456');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByText('Invalid or expired code')).toBeVisible();
  });
});
