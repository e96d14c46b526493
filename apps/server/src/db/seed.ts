import { eq } from 'drizzle-orm';
import { DEFAULT_ORG_ID } from '@pariksha/shared/constants';
import type { Db } from './client.ts';
import { notifications, organizations, users } from './schema/index.ts';
import { hashPassword } from '../lib/crypto.ts';
import { seedDemoExams } from './demo/exams.ts';
import { seedDemoPotd } from './demo/potd.ts';
import { seedDemoNotes } from './demo/notes.ts';
import { seedDemoFlashCards } from './demo/flash-cards.ts';
import { seedDemoPlans } from './demo/payments.ts';
import { seedDemoHistory } from './demo/history.ts';

export const DEMO_ORG_ID = '00000000-0000-4000-8000-000000000002';
export const DEMO_PASSWORD = 'Demo@12345';

export const DEMO_ACCOUNTS = [
  {
    email: 'superadmin@example.com',
    username: 'superadmin',
    name: 'Sunita Sharma',
    role: 'superAdmin',
    orgRole: 'owner',
    org: DEFAULT_ORG_ID,
  },
  { email: 'admin@example.com', username: 'admin', name: 'Rajesh Verma', role: 'admin', orgRole: 'owner', org: DEMO_ORG_ID },
  { email: 'student@example.com', username: 'student', name: 'Priya Singh', role: 'user', orgRole: 'student', org: DEMO_ORG_ID },
  { email: 'learner@example.com', username: 'learner', name: 'Amit Kumar', role: 'user', orgRole: 'student', org: DEFAULT_ORG_ID },
] as const;

/** The default organisation must exist for every sign-up, demo data or not. */
export async function ensureDefaultOrganization(db: Db, productName: string) {
  await db
    .insert(organizations)
    .values({
      id: DEFAULT_ORG_ID,
      name: productName,
      description: 'Exam preparation for SSC, railway, banking, UPSC, state services, police, defence and teaching exams.',
      email: 'support@pariksha.example.com',
    })
    .onConflictDoNothing();
}

/**
 * Demo organisations and accounts; safe to run again (existing rows are left as they are).
 * `history` gives the demo student a past (quizzes, a finished mock, flash-card reviews,
 * attendance) so the dashboards show data at the first sign-in; the API test harness seeds
 * without it, so its counts start from a student with no history.
 */
export async function seedDemo(db: Db, { history = true }: { history?: boolean } = {}): Promise<{ created: boolean }> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@example.com'));
  await db
    .insert(organizations)
    .values({
      id: DEMO_ORG_ID,
      name: 'Demo Institute',
      description: 'A coaching institute in Lucknow preparing students for SSC, railway and banking exams since 2012.',
      address: '2nd Floor, Kapoorthala Complex, Aliganj, Lucknow, Uttar Pradesh 226024',
      email: 'contact@demo-institute.example.com',
      logoUrl: '/demo-institute-logo.svg',
      inviteCode: 'DEMO2026',
      socialMedia: {
        youtube: 'https://www.youtube.com/@demoinstitute',
        instagram: 'https://www.instagram.com/demoinstitute',
        facebook: 'https://www.facebook.com/demoinstitute',
        linkedin: 'https://www.linkedin.com/company/demoinstitute',
        twitter: 'https://twitter.com/demoinstitute',
      },
    })
    .onConflictDoNothing();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const a of DEMO_ACCOUNTS) {
    await db
      .insert(users)
      .values({ email: a.email, username: a.username, name: a.name, role: a.role, orgRole: a.orgRole, organizationId: a.org, passwordHash })
      .onConflictDoNothing();
  }
  if (!existing) {
    const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@example.com'));
    await db.insert(notifications).values([
      {
        organizationId: DEMO_ORG_ID,
        createdBy: admin.id,
        title: 'SSC CGL mock test on Sunday',
        body: 'The full-length SSC CGL Tier 1 mock test opens on Sunday at 10:00 AM. Keep your admit card number ready.',
      },
      {
        organizationId: DEMO_ORG_ID,
        createdBy: admin.id,
        title: 'New batch timings',
        body: 'From Monday the morning batch starts at 7:30 AM instead of 8:00 AM.',
      },
    ]);
  }
  await seedDemoExams(db);
  await seedDemoPotd(db);
  await seedDemoNotes(db);
  await seedDemoFlashCards(db);
  await seedDemoPlans(db);
  if (history) await seedDemoHistory(db);
  return { created: !existing };
}
