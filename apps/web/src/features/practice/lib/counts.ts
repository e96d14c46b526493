import type { PracticeSubjects } from '@pariksha/shared/schemas/practice';

/** Question counts per subject key. */
export const subjectCountMap = (data: PracticeSubjects) => new Map(data.subjects.map((s) => [s.subject, s.count]));

/** Question counts per topic key of one subject. */
export const topicCountMap = (data: PracticeSubjects, subject: string) =>
  new Map((data.subjects.find((s) => s.subject === subject)?.topics ?? []).map((t) => [t.topic, t.count]));
