import { useMutation } from '@tanstack/react-query';
import type { QuestionReport, QuestionReportRequest } from '@pariksha/shared/schemas/question-reports';
import { apiSend } from '../../lib/api.ts';

/** "Report a question" from the solutions: POST /questions/:id/reports (a second one answers 409). */
export const useReportQuestion = (questionId: string) =>
  useMutation({
    mutationFn: (body: QuestionReportRequest) => apiSend<QuestionReport>(`/questions/${questionId}/reports`, body),
  });
