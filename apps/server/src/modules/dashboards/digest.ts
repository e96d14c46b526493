import { buildDigest, type DigestLanguage, type DigestMessage } from '@pariksha/shared/institute/digest';
import type { DigestPreview } from '@pariksha/shared/schemas/dashboards';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { requireOrg, studentPerformance, testsInMonth } from './service.ts';

export type GuardianRow = {
  guardianName: string | null;
  guardianEmail: string | null;
  guardianMobile: string | null;
  guardianLanguage: DigestLanguage | null;
  sentAt: Date | string | null;
};

async function guardianOf(db: Db, organizationId: string, studentId: string, month: string): Promise<GuardianRow | undefined> {
  const result = (await db.execute(sql`
    select p.guardian_name as "guardianName", p.guardian_email as "guardianEmail", p.guardian_mobile as "guardianMobile",
      p.guardian_language as "guardianLanguage",
      (select d.sent_at from guardian_digests d where d.student_id = u.id and d.month = ${month}) as "sentAt"
    from users u left join student_profiles p on p.user_id = u.id
    where u.id = ${studentId} and u.organization_id = ${organizationId}`)) as unknown as { rows: GuardianRow[] };
  return result.rows[0];
}

/** The digest of one student for one month in both languages, with the guardian to send it to. */
export async function digestMessages(
  db: Db,
  organizationId: string,
  studentId: string,
  month: string,
): Promise<{ guardian: GuardianRow; messages: Record<DigestLanguage, DigestMessage> }> {
  const [org, guardian] = await Promise.all([requireOrg(db, organizationId), guardianOf(db, organizationId, studentId, month)]);
  if (!guardian) throw notFound('Student');
  const perf = await studentPerformance(db, organizationId, studentId, month);
  const tests = testsInMonth(perf, month, org.timeZone);
  const build = (language: DigestLanguage) =>
    buildDigest(
      {
        studentName: perf.student.name,
        organizationName: org.name,
        guardianName: guardian.guardianName,
        month,
        attendance: { percentage: perf.attendance.percentage, marked: perf.attendance.marked },
        tests: tests.map((t) => ({
          title: [t.examTitle[language] ?? t.examTitle.hi ?? t.examTitle.en, t.setTitle[language] ?? t.setTitle.hi ?? t.setTitle.en]
            .filter(Boolean)
            .join(' — '),
          percent: t.percent,
          rank: t.rank,
          participants: t.participants,
        })),
        streak: { current: perf.potd.currentStreak, max: perf.potd.maxStreak },
      },
      language,
    );
  return { guardian, messages: { hi: build('hi'), en: build('en') } };
}

/** The digest exactly as it is sent, in the guardian's language (or `lang`). */
export async function digestFor(
  db: Db,
  organizationId: string,
  studentId: string,
  month: string,
  lang?: DigestLanguage,
): Promise<DigestPreview> {
  const { guardian, messages } = await digestMessages(db, organizationId, studentId, month);
  const language = lang ?? guardian.guardianLanguage ?? 'hi';
  return {
    month,
    language,
    guardianName: guardian.guardianName,
    email: guardian.guardianEmail,
    mobile: guardian.guardianMobile,
    ...messages[language],
    sentAt: guardian.sentAt ? new Date(guardian.sentAt).toISOString() : null,
  };
}
