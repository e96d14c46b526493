import { queryOptions } from '@tanstack/react-query';
import type { PracticeSubjects } from '@pariksha/shared/schemas/practice';
import { apiGet } from '../../lib/api.ts';

// The keys and the first query of /quiz, apart from the hooks: the route's loader
// (app/route-prefetch.ts) starts the same request while the page's code is on its way.
export const quizKeys = {
  all: ['quiz'] as const,
  subjects: () => [...quizKeys.all, 'subjects'] as const,
  quiz: (id: string) => [...quizKeys.all, 'quiz', id] as const,
  dashboard: (days: number, subject?: string, topic?: string) => [...quizKeys.all, 'dashboard', days, subject ?? '', topic ?? ''] as const,
};

/** GET /api/practice/subjects: the subjects with their question counts. */
export const quizSubjectsQuery = () =>
  queryOptions({ queryKey: quizKeys.subjects(), queryFn: () => apiGet<PracticeSubjects>('/practice/subjects'), staleTime: 60_000 });
