import { ATTENDANCE_WINDOW_DAYS, FALLING_TESTS, attendancePercent, attentionReasons } from '@pariksha/shared/institute/attention';
import { percentile } from '@pariksha/shared/exam/ranking';
import type { OrganizationDashboard, StudentPerformance } from '@pariksha/shared/schemas/dashboards';
import { addDays, dayKey, displayedStreak, todayIn } from '@pariksha/shared/streak';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import * as repo from './repo.ts';
import { round2, submittedTest } from './test-result.ts';

const WEEKS = 12;
const RECENT_RESULTS = 8;
const TESTS_WINDOW_DAYS = 30;
const DAY_MS = 86_400_000;

/** Monday of the week `day` is in (both YYYY-MM-DD). */
export function weekStart(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  return addDays(day, -((d.getUTCDay() + 6) % 7));
}

export function monthRange(month: string): { from: string; to: string } {
  const [y, m] = month.split('-').map(Number);
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

/**
 * The slow, historical parts of the dashboard (12 weeks of series, 30 days of attendance per
 * student: tens of thousands of rows for a 300-student institute) are kept for a minute per
 * organisation and day in this instance, so a dashboard reloaded by several staff at once
 * reads them once. Today's attendance, results, activity and settings are always read fresh.
 */
const HISTORY_TTL_MS = 60_000;
const HISTORY_MAX = 500;
const history = new Map<string, { until: number; value: Promise<History> }>();
type History = {
  attendance: Awaited<ReturnType<typeof repo.attendanceSince>>;
  weekly: Awaited<ReturnType<typeof repo.weeklySeries>>;
};

function cachedHistory(key: string, load: () => Promise<History>, now: number): Promise<History> {
  const hit = history.get(key);
  if (hit && hit.until > now) return hit.value;
  if (history.size >= HISTORY_MAX) history.delete(history.keys().next().value!);
  const value = load();
  history.set(key, { until: now + HISTORY_TTL_MS, value });
  // A failed read is not kept.
  value.catch(() => history.delete(key));
  return value;
}

export async function requireOrg(db: Db, organizationId: string) {
  const org = await repo.orgContext(db, organizationId);
  if (!org) throw notFound('Organisation');
  return org;
}

export async function organizationDashboard(db: Db, organizationId: string, now = new Date()): Promise<OrganizationDashboard> {
  const org = await requireOrg(db, organizationId);
  const today = todayIn(org.timeZone, now);
  const firstWeek = addDays(weekStart(today), -7 * (WEEKS - 1));
  const testsSince = new Date(now.getTime() - TESTS_WINDOW_DAYS * DAY_MS);
  const [activity, { attendance, weekly }, percents, tests, batches, recent, solvedToday] = await Promise.all([
    repo.studentActivity(db, organizationId),
    cachedHistory(
      `${organizationId}:${today}`,
      async () => {
        const [attendance, weekly] = await Promise.all([
          repo.attendanceSince(db, organizationId, addDays(today, -ATTENDANCE_WINDOW_DAYS)),
          repo.weeklySeries(db, organizationId, org.timeZone, firstWeek),
        ]);
        return { attendance, weekly };
      },
      now.getTime(),
    ),
    repo.recentPercents(db, organizationId, FALLING_TESTS),
    repo.testsSince(db, organizationId, testsSince),
    repo.attendanceToday(db, organizationId, today),
    repo.recentResults(db, organizationId, RECENT_RESULTS, testsSince),
    repo.potdSolvedOn(db, organizationId, today),
  ]);

  const attendanceBy = new Map(attendance.map((a) => [a.studentId, a]));
  const percentsBy = new Map<string, number[]>();
  for (const p of percents) {
    if (p.percent === null) continue;
    const list = percentsBy.get(p.userId) ?? [];
    list.push(p.percent);
    percentsBy.set(p.userId, list);
  }
  const weekAgo = now.getTime() - 7 * DAY_MS;
  let activeThisWeek = 0;
  const needsAttention: OrganizationDashboard['needsAttention'] = [];
  for (const s of activity) {
    const lastActive = repo.toDate(s.lastActive);
    if (lastActive && lastActive.getTime() >= weekAgo) activeThisWeek++;
    const counts = attendanceBy.get(s.id);
    const percentage = counts ? attendancePercent(counts) : null;
    const reasons = attentionReasons({
      attendance: counts && percentage !== null ? { percentage, marked: counts.marked } : null,
      threshold: org.threshold,
      recentPercents: (percentsBy.get(s.id) ?? []).map((p) => round2(p)!),
      lastActiveAt: lastActive,
      createdAt: repo.toDate(s.createdAt)!,
      now,
    });
    if (reasons.length) needsAttention.push({ studentId: s.id, name: s.name, reasons });
  }
  // Most reasons first, then by name, so the list reads the same on every load.
  needsAttention.sort((a, b) => b.reasons.length - a.reasons.length || a.name.localeCompare(b.name));

  const weeks = Array.from({ length: WEEKS }, (_, i) => addDays(firstWeek, 7 * i));
  const byWeek = <T extends { week: string }>(rows: T[]) => new Map(rows.map((r) => [r.week, r]));
  const attemptsW = byWeek(weekly.attempts);
  const attendanceW = byWeek(weekly.attendance);
  const potdW = byWeek(weekly.potd);

  return {
    today,
    timeZone: org.timeZone,
    attendanceThreshold: org.threshold,
    guardianDigestEnabled: org.guardianDigestEnabled,
    students: { total: activity.length, activeThisWeek },
    tests: { run: tests.run, attempts: tests.attempts, averagePercent: round2(tests.averagePercent) },
    attendanceToday: batches.map((b) => ({ ...b, percentage: attendancePercent(b) })),
    recentResults: recent.map((r) => ({ ...r, percent: round2(r.percent), submittedAt: repo.toDate(r.submittedAt)!.toISOString() })),
    potd: { solvedToday, students: activity.length },
    weekly: weeks.map((week) => {
      const counts = attendanceW.get(week);
      return {
        weekStart: week,
        attempts: attemptsW.get(week)?.attempts ?? 0,
        averagePercent: round2(attemptsW.get(week)?.averagePercent ?? null),
        attendancePercent: counts ? attendancePercent(counts) : null,
        potdSolves: potdW.get(week)?.solves ?? 0,
      };
    }),
    needsAttention,
  };
}

const STATUS_ORDER = { present: 0, late: 1, halfDay: 2, absent: 3 } as const;

export async function studentPerformance(
  db: Db,
  organizationId: string,
  studentId: string,
  month?: string,
  now = new Date(),
): Promise<StudentPerformance> {
  const [org, student] = await Promise.all([requireOrg(db, organizationId), repo.findMember(db, organizationId, studentId)]);
  if (!student) throw notFound('Student');
  const today = todayIn(org.timeZone, now);
  const theMonth = month ?? today.slice(0, 7);
  const { from, to } = monthRange(theMonth);
  const yearAgo = addDays(today, -365);

  const [batches, tests, topics, quiz, days, year, potd] = await Promise.all([
    repo.batchesOf(db, studentId),
    repo.studentTests(db, studentId),
    repo.topicAccuracy(db, studentId),
    repo.quizSummary(db, studentId),
    repo.studentDays(db, organizationId, studentId, from, to),
    repo.studentAttendanceSince(db, organizationId, studentId, yearAgo),
    repo.potdOf(db, studentId, from, to),
  ]);

  // Sections: totals over every test, by the section's name (the same section of many papers adds up).
  const names = new Map(
    (await repo.sectionNames(db, [...new Set(tests.flatMap((t) => (t.sectionResults ?? []).map((s) => s.sectionId)))])).map((s) => [
      s.id,
      s.name,
    ]),
  );
  const sections = new Map<string, StudentPerformance['sections'][number]>();
  for (const t of tests) {
    for (const s of t.sectionResults ?? []) {
      const name = names.get(s.sectionId) ?? {};
      const key = name.en ?? name.hi ?? s.sectionId;
      const acc = sections.get(key) ?? { name, correct: 0, wrong: 0, unattempted: 0, accuracy: null };
      acc.correct += s.correct;
      acc.wrong += s.wrong;
      acc.unattempted += s.unattempted;
      sections.set(key, acc);
    }
  }

  const byDay = new Map<string, (typeof days)[number]['status']>();
  for (const d of days) {
    const seen = byDay.get(d.date);
    if (!seen || STATUS_ORDER[d.status] < STATUS_ORDER[seen]) byDay.set(d.date, d.status);
  }
  const monthCounts = { present: 0, absent: 0, late: 0, halfDay: 0, marked: 0 };
  for (const status of byDay.values()) {
    monthCounts[status]++;
    monthCounts.marked++;
  }

  const streak = displayedStreak({ current: potd.current ?? 0, max: potd.max ?? 0, lastSolvedDate: potd.lastSolvedDate }, today);

  return {
    student: { ...student, batches },
    organizationName: org.name,
    generatedAt: now.toISOString(),
    tests: tests.map((t) => {
      const hidden = t.kind === 'live' && t.endsAt !== null && now < repo.toDate(t.endsAt)!;
      const ranked = t.attemptNumber === 1 && !hidden && t.participants > 0;
      const rank = ranked ? Math.min(t.better + 1, t.participants) : null;
      return {
        ...submittedTest(t),
        rank,
        participants: t.participants,
        percentile: rank === null ? null : percentile(rank, t.participants),
      };
    }),
    sections: [...sections.values()].map((s) => ({
      ...s,
      accuracy: s.correct + s.wrong === 0 ? null : round2((s.correct * 100) / (s.correct + s.wrong)),
    })),
    topics: topics
      .filter((t) => t.answered > 0)
      .map((t) => ({ ...t, accuracy: round2((t.correct * 100) / t.answered)! }))
      .sort((a, b) => b.accuracy - a.accuracy || b.answered - a.answered),
    attendance: {
      month: theMonth,
      threshold: org.threshold,
      ...monthCounts,
      percentage: attendancePercent(monthCounts),
      days: [...byDay.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([date, status]) => ({ date, status })),
      yearPercentage: attendancePercent(year),
    },
    potd: { currentStreak: streak.current, maxStreak: streak.max, solvedThisMonth: potd.solved },
    quiz: { ...quiz, accuracy: quiz.answered ? round2((quiz.correct * 100) / quiz.answered) : null },
  };
}

/** The tests of a performance that were submitted in `month` (organisation's time zone). */
export function testsInMonth(perf: StudentPerformance, month: string, timeZone: string) {
  return perf.tests.filter((t) => dayKey(new Date(t.submittedAt), timeZone).startsWith(month));
}
