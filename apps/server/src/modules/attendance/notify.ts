import { eq, sql } from 'drizzle-orm';
import type { NotifyAbsentRequest, NotifyAbsentResult } from '@pariksha/shared/schemas/attendance';
import type { Db } from '../../db/client.ts';
import { organizations } from '../../db/schema/index.ts';
import type { Queue } from '../../jobs/queue.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { enqueueMessages, type Language, type LocalizedMessage } from '../notifications/delivery.ts';
import { batchFor } from './policy.ts';

type AbsentRow = {
  id: string;
  name: string;
  note: string | null;
  guardian_name: string | null;
  guardian_email: string | null;
  guardian_mobile: string | null;
  guardian_language: Language | null;
};

const longDate = (date: string, lang: Language) =>
  new Intl.DateTimeFormat(lang === 'hi' ? 'hi-IN' : 'en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

type Facts = { student: string; guardian: string | null; batch: string; institute: string; date: string; note: string | null };

/** The notice in one language. */
function notice(f: Facts, lang: Language): LocalizedMessage {
  const day = longDate(f.date, lang);
  if (lang === 'hi') {
    const note = f.note ? ` टिप्पणी: ${f.note}।` : '';
    return {
      subject: `हाज़िरी: ${f.student} ${day} को अनुपस्थित`,
      text: `प्रिय ${f.guardian ?? 'अभिभावक'}, ${f.student} ${day} को ${f.institute} के बैच "${f.batch}" में अनुपस्थित दर्ज हुए।${note} किसी प्रश्न के लिए कृपया संस्थान से संपर्क करें।`,
    };
  }
  const note = f.note ? ` Note: ${f.note}.` : '';
  return {
    subject: `Attendance: ${f.student} absent on ${day}`,
    text: `Dear ${f.guardian ?? 'Guardian'}, ${f.student} was marked absent in the batch "${f.batch}" at ${f.institute} on ${day}.${note} Please contact the institute with any questions.`,
  };
}

/**
 * The bilingual message: the email carries both languages, the guardian's first; the SMS only
 * the guardian's (a Hindi SMS is billed per 70 characters, two languages would double it).
 */
export function absenceMessage(f: Facts, first: Language): LocalizedMessage {
  const second: Language = first === 'hi' ? 'en' : 'hi';
  const a = notice(f, first);
  const b = notice(f, second);
  return { subject: `${a.subject} / ${b.subject}`, text: `${a.text}\n\n${b.text}`, sms: a.text };
}

/**
 * "Notify absent students' guardians": one message per guardian of each student marked absent
 * in the batch that day, by email to those with an email and by SMS to those with a mobile,
 * through the notifications' delivery (the outbox when no provider is configured). Absent
 * students with neither are named in the answer, so the admin can call instead.
 */
export async function notifyAbsent(db: Db, queue: Queue, user: AuthUser, body: NotifyAbsentRequest): Promise<NotifyAbsentResult> {
  const ctx = await batchFor(db, user, body.batchId);
  const [org] = await db.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, ctx.batch.organizationId));
  const result = (await db.execute(sql`
    select u.id, u.name, r.note, p.guardian_name, p.guardian_email, p.guardian_mobile, p.guardian_language
    from attendance_records r
    join users u on u.id = r.student_id
    left join student_profiles p on p.user_id = u.id
    where r.group_id = ${ctx.batch.id} and r.date = ${body.date} and r.status = 'absent'
    order by lower(u.name)`)) as unknown as { rows: AbsentRow[] };
  const absent = result.rows;
  const withoutContact = absent.filter((s) => !s.guardian_email && !s.guardian_mobile).map((s) => ({ studentId: s.id, name: s.name }));
  let queued = 0;
  await db.transaction(async (tx) => {
    for (const s of absent) {
      const channels = [...(s.guardian_email ? (['email'] as const) : []), ...(s.guardian_mobile ? (['sms'] as const) : [])];
      if (channels.length === 0) continue;
      const facts: Facts = {
        student: s.name,
        guardian: s.guardian_name,
        batch: ctx.batch.name,
        institute: org?.name ?? '',
        date: body.date,
        note: s.note,
      };
      const r = await enqueueMessages(tx, queue, {
        organizationId: ctx.batch.organizationId,
        source: 'attendance',
        recipients: [{ email: s.guardian_email, mobile: s.guardian_mobile, language: s.guardian_language ?? 'hi' }],
        content: { hi: absenceMessage(facts, 'hi'), en: absenceMessage(facts, 'en') },
        channels,
      });
      queued += r.queued;
    }
  });
  queue.nudge();
  return { absent: absent.length, queued, withoutContact };
}
