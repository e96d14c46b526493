import type { BankQuery } from '@pariksha/shared/schemas/question-bank';

// `ids` is the section editor's batch lookup (useBankQuestions), not a filter a person sets.
export type BankFilters = Omit<BankQuery, 'page' | 'limit' | 'ids'> & { page: number; limit: number };

/** Every query key of the dashboard, so mutations invalidate exactly what they change. */
export const examDashboardKeys = {
  all: ['exam-dashboard'] as const,
  catalogue: () => [...examDashboardKeys.all, 'catalogue'] as const,
  live: () => [...examDashboardKeys.all, 'live'] as const,
  examDetail: (examId: string) => [...examDashboardKeys.all, 'exam', examId] as const,
  authoringList: () => [...examDashboardKeys.all, 'authoring', 'list'] as const,
  authoringExam: (examId: string) => [...examDashboardKeys.all, 'authoring', 'exam', examId] as const,
  bank: () => [...examDashboardKeys.all, 'bank'] as const,
  bankList: (filters: BankFilters) => [...examDashboardKeys.bank(), 'list', filters] as const,
  bankQuestion: (id: string) => [...examDashboardKeys.bank(), 'question', id] as const,
  setAttempts: (setId: string) => [...examDashboardKeys.all, 'attempts', setId] as const,
  reportsAll: () => [...examDashboardKeys.all, 'reports'] as const,
  reports: (status: string, page: number) => [...examDashboardKeys.reportsAll(), status, page] as const,
};
