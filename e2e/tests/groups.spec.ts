import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import {
  demo,
  expect,
  newContext,
  newUser,
  signInByApi,
  signUpByApi,
  test,
  unique,
  useSessionIn,
  type AuthResponse,
  type NewUser,
} from '../fixtures.ts';

/**
 * Groups (/group-management): an admin creates a batch group with two students, renames it,
 * makes one co-moderator and archives it; the student sees it. Screenshots go to /tmp.
 */

const DEMO_INVITE = 'DEMO2026';

async function demoStudent(page: Page, prefix: string): Promise<{ user: NewUser; auth: AuthResponse }> {
  const user = newUser(prefix);
  const auth = await signUpByApi(page, user, { inviteCode: DEMO_INVITE });
  return { user, auth };
}

/** Types into the member picker and chooses the person whose name appears. */
async function choose(page: Page, picker: string, name: string) {
  const box = page.getByRole('combobox', { name: picker });
  await box.fill(name);
  await page.getByRole('option', { name: new RegExp(name) }).click();
}

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 5)
          .join(', ')})`,
    );
  expect(serious, serious.join('\n')).toEqual([]);
}

test('an admin runs a batch group: create with two students, rename, co-moderator, archive; a student sees it', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const ravi = await demoStudent(page, 'ravi');
  const meera = await demoStudent(page, 'meera');
  const name = `SSC Batch ${unique('g').slice(-6)}`;

  await signInByApi(page, demo.admin, { goto: '/group-management' });
  await expect(page.getByRole('heading', { level: 1, name: 'Groups' })).toBeVisible();
  // The sidebar leads here.
  await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Groups' })).toHaveAttribute(
    'href',
    '/group-management',
  );

  await page.getByRole('button', { name: 'New group' }).first().click();
  const create = page.getByRole('dialog', { name: 'New group' });
  await create.getByRole('textbox', { name: 'Group name' }).fill(name);
  await create.getByRole('textbox', { name: 'Description (optional)' }).fill('सुबह 7 बजे की कक्षा');
  await create.getByRole('switch', { name: 'This group is a batch' }).check();
  await choose(page, 'Members', ravi.user.name);
  await choose(page, 'Members', meera.user.name);
  await page.keyboard.press('Escape'); // closes the option list, not the dialog
  await create.getByRole('button', { name: 'Create group' }).click();
  await expect(page.getByText('Group created')).toBeVisible();
  await expect(create).toBeHidden();

  const card = page.getByRole('article', { name });
  await expect(card.getByText('3 members')).toBeVisible(); // the admin and the two students
  await expect(card.getByText('Batch', { exact: true })).toBeVisible();

  await card.getByRole('button', { name: `Manage ${name}` }).click();
  const manage = page.getByRole('dialog', { name });
  const renamed = `${name} (Evening)`;
  await manage.getByRole('textbox', { name: 'Group name' }).fill(renamed);
  await manage.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Changes saved')).toBeVisible();
  const managing = page.getByRole('dialog', { name: renamed });
  await expect(managing).toBeVisible();

  await managing.getByRole('button', { name: `Make ${ravi.user.name} a co-moderator` }).click();
  await expect(managing.getByRole('button', { name: `Remove ${ravi.user.name} as moderator` })).toBeVisible();

  await managing.getByRole('button', { name: 'Archive group' }).click();
  const confirm = page.getByRole('dialog', { name: 'Archive this group?' });
  await confirm.getByRole('button', { name: 'Archive group' }).click();
  await expect(page.getByText('Group archived')).toBeVisible();
  await expect(managing.getByText(/This group is archived/)).toBeVisible();
  await expect(managing.getByRole('textbox', { name: 'Group name' })).toBeDisabled();
  await managing.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('region', { name: 'Archived groups' }).getByRole('article', { name: renamed })).toBeVisible();

  // Ravi, now a co-moderator of the archived group, sees it with its link to the chat.
  const student = await newContext(browser);
  const studentPage = await student.newPage();
  await useSessionIn(studentPage, ravi.auth, '/group-management');
  const seen = studentPage.getByRole('article', { name: renamed });
  await expect(seen).toBeVisible();
  await expect(seen.getByText('Archived', { exact: true })).toBeVisible();
  await expect(seen.getByText('You moderate')).toBeVisible();
  await expect(seen.getByRole('link', { name: `Open the chat of ${renamed}` })).toHaveAttribute('href', /^\/group-chat\/[0-9a-f-]{36}$/);
  await expect(studentPage.getByRole('button', { name: 'New group' })).toHaveCount(0);
  await expectNoSeriousViolations(studentPage);
  await student.close();
});

test('another institute never sees the group, and a student with no group is told so', async ({ page }) => {
  const loner = await demoStudent(page, 'loner');
  await signInByApi(page, demo.learner, { goto: '/group-management' }); // default organisation
  await expect(page.getByRole('heading', { name: 'You are not in any group yet' })).toBeVisible();
  await useSessionIn(page, loner.auth, '/group-management');
  await expect(page.getByRole('heading', { name: 'You are not in any group yet' })).toBeVisible();
});

for (const lang of ['en', 'hi'] as const) {
  for (const width of [360, 1280] as const) {
    test(`screenshots of /group-management at ${width}px in ${lang}`, async ({ page }) => {
      test.setTimeout(60_000);
      await page.setViewportSize({ width, height: width === 360 ? 780 : 800 });
      // A group to show, whatever the journey above has done.
      const admin = await page.request.post('/api/auth/signin', { data: { identifier: demo.admin, password: 'Demo@12345' } });
      const token = ((await admin.json()) as AuthResponse).token;
      const student = await page.request.post('/api/auth/signin', { data: { identifier: demo.student, password: 'Demo@12345' } });
      const studentId = ((await student.json()) as AuthResponse).user.id;
      const created = await page.request.post('/api/groups', {
        headers: { authorization: `Bearer ${token}` },
        data: {
          name: `बैच ${lang} ${width} — SSC CGL 2026 सुबह`,
          description: 'रोज़ सुबह 7 बजे, गणित और तर्कशक्ति',
          isBatch: true,
          memberIds: [studentId],
        },
      });
      expect(created.status()).toBe(201);

      await signInByApi(page, demo.admin, { lang, goto: '/group-management' });
      await expect(page.getByRole('article').first()).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
      await page.screenshot({ path: `/tmp/groups-${lang}-${width}.png`, animations: 'disabled' });

      await page
        .getByRole('button', { name: lang === 'en' ? 'New group' : 'नया समूह' })
        .first()
        .click();
      const create = page.getByRole('dialog');
      await create.getByRole('textbox').first().fill('Railway Group D — शाम');
      await create.getByRole('combobox', { name: lang === 'en' ? 'Members' : 'सदस्य' }).fill('a');
      await expect(page.getByRole('option').first()).toBeVisible();
      await page.screenshot({ path: `/tmp/groups-create-${lang}-${width}.png`, animations: 'disabled' });
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');
      await expect(create).toBeHidden();

      const manage = lang === 'en' ? 'Manage' : 'प्रबंधन';
      await page
        .getByRole('article')
        .first()
        .getByRole('button', { name: new RegExp(manage) })
        .click();
      await expect(page.getByRole('dialog').getByRole('list')).toBeVisible();
      await page.waitForTimeout(400);
      await page.screenshot({ path: `/tmp/groups-manage-${lang}-${width}.png`, animations: 'disabled' });
      await page.getByRole('dialog').getByRole('list').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/tmp/groups-manage-members-${lang}-${width}.png`, animations: 'disabled' });
      await page.keyboard.press('Escape');

      await useSessionIn(page, (await student.json()) as AuthResponse, '/group-management', lang);
      await expect(page.getByRole('article').first()).toBeVisible();
      await page.screenshot({ path: `/tmp/groups-student-${lang}-${width}.png`, animations: 'disabled' });
      if (width === 360) await expectNoSeriousViolations(page);
    });
  }
}
