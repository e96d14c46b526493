import { demo, expect, field, newContext, signInByApi, test, unique } from '../fixtures.ts';

test('a contact message reaches /user-feedback, where the superAdmin marks it handled', async ({ page, browser }) => {
  const subject = `Demo for our institute ${unique('c')}`;
  await page.goto('/contact-us');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await field(page, 'Your name').fill('Ramesh Yadav');
  await field(page, 'Email').fill(`${unique('ramesh')}@example.com`);
  await field(page, 'Subject').fill(subject);
  await field(page, 'Message').fill('We are a coaching institute in Varanasi with 300 students. Please show us a demo.');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('heading', { name: 'Message sent' })).toBeVisible();

  const adminContext = await newContext(browser);
  try {
    const admin = await adminContext.newPage();
    await signInByApi(admin, demo.superAdmin, { goto: '/user-feedback' });
    await expect(admin.getByRole('heading', { level: 1, name: 'User Feedback' })).toBeVisible();
    await field(admin, 'Search name, email, subject or message').fill(subject);
    const card = admin.getByRole('article', { name: subject });
    await expect(card).toBeVisible();
    await expect(card).toContainText('Ramesh Yadav');
    await expect(card).toContainText('Contact us');
    await expect(card).toContainText('Open');

    await card.getByRole('button', { name: 'Mark handled' }).click();
    await expect(card.getByRole('button', { name: 'Mark open' })).toBeVisible();
    await expect(card).toContainText('Handled');

    // It stays handled after a reload, under the Handled filter.
    await admin.reload();
    await admin.getByRole('button', { name: 'Handled', exact: true }).click();
    await field(admin, 'Search name, email, subject or message').fill(subject);
    await expect(admin.getByRole('article', { name: subject }).getByRole('button', { name: 'Mark open' })).toBeVisible();
  } finally {
    await adminContext.close();
  }
});

test('a signed-in student sends feedback with the form filled in for them', async ({ page }) => {
  const subject = `Mistake in a question ${unique('f')}`;
  await signInByApi(page, demo.student, { goto: '/feedback' });
  await expect(page.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible();
  await expect(field(page, 'Email')).toHaveValue(demo.student);
  await field(page, 'Subject').fill(subject);
  await field(page, 'Message').fill('Question 12 of the NTPC reasoning quiz has two correct options.');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('heading', { name: 'Message sent' })).toBeVisible();

  // Only a superAdmin may read them: the student is told so on /user-feedback.
  await page.goto('/user-feedback');
  await expect(page.getByRole('heading', { name: 'For platform administrators only' })).toBeVisible();
});

test('the contact form checks its fields before sending', async ({ page }) => {
  await page.goto('/contact-us');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(field(page, 'Your name')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('heading', { name: 'Message sent' })).toHaveCount(0);
});
