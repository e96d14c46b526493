import type { AttemptResult, AttemptView, SaveAnswersRequest, SaveAnswersResponse } from '@pariksha/shared/schemas/attempts';
import { apiGet, apiSend, request, buildUrl } from '../../lib/api.ts';

/** The in-progress attempt of a set with the moment its answer arrived (for the server clock); 404 if none. */
export type TimedView = { view: AttemptView; receivedAt: number };

export async function fetchAttempt(setId: string): Promise<TimedView> {
  const view = await apiGet<AttemptView>(`/exam-sets/${encodeURIComponent(setId)}/attempt`);
  return { view, receivedAt: Date.now() };
}

export const saveAnswers = (attemptId: string, body: SaveAnswersRequest) =>
  request<SaveAnswersResponse>('PUT', buildUrl(`/attempts/${encodeURIComponent(attemptId)}/answers`), body);

export const submitAttempt = (attemptId: string) => apiSend<AttemptResult>(`/attempts/${encodeURIComponent(attemptId)}/submit`);

export const hallKeys = {
  attempt: (setId: string) => ['examHall', 'attempt', setId] as const,
};
