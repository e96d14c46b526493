import type { DayAccuracy, RecentQuiz } from '@pariksha/shared/schemas/quiz';
import { generatePath } from 'react-router';
import { paths } from '../../../app/paths.ts';

export const RANGES = [7, 30, 90] as const;
export type Range = (typeof RANGES)[number];
export const readRange = (value: string | null): Range =>
  (RANGES as readonly number[]).includes(Number(value)) ? (Number(value) as Range) : 30;

/** A YYYY-MM-DD day as a short label ('12 Mar' / '12 मार्च'). */
export function dayLabel(date: string, lang: 'hi' | 'en'): string {
  return new Intl.DateTimeFormat(lang === 'hi' ? 'hi-IN' : 'en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** Accuracy as a whole percentage, or null for a day with no answers (a gap in the line, not a 0). */
export const accuracySeries = (timeline: readonly DayAccuracy[]) =>
  timeline.map((d) => (d.answered > 0 ? Math.round(d.accuracy * 100) : null));

export const percent = (accuracy: number) => Math.round(accuracy * 100);

/** The page a finished quiz is reviewed on (the quiz id in the URL opens its review). */
export function reviewPath(quiz: Pick<RecentQuiz, 'id' | 'subject' | 'topic'>): string {
  const base = quiz.topic
    ? generatePath(paths.quizTopic, { subject: quiz.subject, category: quiz.topic })
    : generatePath(paths.quizSubject, { subject: quiz.subject });
  return `${base}?quiz=${quiz.id}`;
}

export const practisePath = (subject: string, topic: string) => generatePath(paths.quizTopic, { subject, category: topic });
