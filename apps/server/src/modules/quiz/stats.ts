import {
  WEAK_TOPIC_LIMIT,
  WEAK_TOPIC_MAX_ACCURACY,
  WEAK_TOPIC_MIN_ANSWERS,
  type AccuracyRow,
  type DayAccuracy,
  type SubjectAccuracy,
  type TopicAccuracyRow,
} from '@pariksha/shared/schemas/quiz';

/** One answered quiz question, as the dashboard aggregates it. */
export type AnswerFact = { subject: string; topic: string; correct: boolean; answeredAt: Date };

const DAY_MS = 86_400_000;

export function accuracyOf(answered: number, correct: number): AccuracyRow {
  return { answered, correct, accuracy: answered > 0 ? correct / answered : 0 };
}

/** The calendar date (YYYY-MM-DD) of an instant in a time zone. */
export function dateIn(instant: Date, timeZone: string): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

/** The `days` calendar dates ending today (in the time zone), oldest first. */
export function lastDays(now: Date, days: number, timeZone: string): string[] {
  const today = Date.parse(`${dateIn(now, timeZone)}T00:00:00Z`);
  return Array.from({ length: days }, (_, i) => new Date(today - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10));
}

/** Accuracy per subject, most answered first. */
export function bySubject(facts: readonly AnswerFact[]): SubjectAccuracy[] {
  const map = new Map<string, { answered: number; correct: number }>();
  for (const f of facts) {
    const s = map.get(f.subject) ?? { answered: 0, correct: 0 };
    s.answered++;
    if (f.correct) s.correct++;
    map.set(f.subject, s);
  }
  return [...map]
    .map(([subject, s]) => ({ subject, ...accuracyOf(s.answered, s.correct) }))
    .sort((a, b) => b.answered - a.answered || a.subject.localeCompare(b.subject));
}

/** Accuracy per subject and topic, most answered first. */
export function byTopic(facts: readonly AnswerFact[]): TopicAccuracyRow[] {
  const map = new Map<string, { subject: string; topic: string; answered: number; correct: number }>();
  for (const f of facts) {
    const key = `${f.subject}\u0000${f.topic}`;
    const s = map.get(key) ?? { subject: f.subject, topic: f.topic, answered: 0, correct: 0 };
    s.answered++;
    if (f.correct) s.correct++;
    map.set(key, s);
  }
  return [...map.values()]
    .map((s) => ({ subject: s.subject, topic: s.topic, ...accuracyOf(s.answered, s.correct) }))
    .sort((a, b) => b.answered - a.answered || a.subject.localeCompare(b.subject) || a.topic.localeCompare(b.topic));
}

/** Answers and accuracy per day for every day of the range (empty days included), oldest first. */
export function timeline(facts: readonly AnswerFact[], days: readonly string[], timeZone: string): DayAccuracy[] {
  const map = new Map(days.map((d) => [d, { answered: 0, correct: 0 }]));
  for (const f of facts) {
    const day = map.get(dateIn(f.answeredAt, timeZone));
    if (!day) continue;
    day.answered++;
    if (f.correct) day.correct++;
  }
  return days.map((date) => {
    const d = map.get(date)!;
    return { date, ...accuracyOf(d.answered, d.correct) };
  });
}

/**
 * Weak topics: at least `minAnswers` answers and accuracy below `maxAccuracy`, lowest accuracy
 * first (more answers first on a tie, as that evidence is stronger), at most `limit`.
 */
export function weakTopics(
  topics: readonly TopicAccuracyRow[],
  { minAnswers = WEAK_TOPIC_MIN_ANSWERS, maxAccuracy = WEAK_TOPIC_MAX_ACCURACY, limit = WEAK_TOPIC_LIMIT } = {},
): TopicAccuracyRow[] {
  return topics
    .filter((t) => t.answered >= minAnswers && t.accuracy < maxAccuracy)
    .sort(
      (a, b) => a.accuracy - b.accuracy || b.answered - a.answered || a.subject.localeCompare(b.subject) || a.topic.localeCompare(b.topic),
    )
    .slice(0, limit);
}
