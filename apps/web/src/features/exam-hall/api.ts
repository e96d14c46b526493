import type { AttemptResult, AttemptState, AttemptView, SaveAnswersRequest, SaveAnswersResponse } from '@pariksha/shared/schemas/attempts';
import { apiGet, apiSend, request, buildUrl } from '../../lib/api.ts';
import { loadPaper, takeFreshStart } from '../../lib/exam-paper.ts';
import { arrivedAt } from '../../lib/early-data.ts';

/** The in-progress attempt of a set with the moment its answer arrived (for the server clock); 404 if none. */
export type TimedView = { view: AttemptView; receivedAt: number };

/**
 * The hall's attempt: its state from the server (or, right after a start in this tab, from the
 * start's answer) joined with the paper, which is its own immutable resource (lib/exam-paper.ts):
 * pre-loaded and opened at the start, or from the browser's cache, or fetched once.
 */
export async function fetchAttempt(setId: string): Promise<TimedView> {
  const fresh = takeFreshStart(setId);
  const { state, receivedAt } = fresh
    ? { state: { ...fresh.attempt, answers: [] } as AttemptState, receivedAt: fresh.receivedAt }
    : await fetchState(setId);
  const paper = await loadPaper(state.setId, state.paper);
  const { paperKey: _key, ...rest } = state as AttemptState & { paperKey?: string };
  return { view: { ...rest, sections: paper.sections, questions: paper.questions }, receivedAt };
}

async function fetchState(setId: string): Promise<{ state: AttemptState; receivedAt: number }> {
  const state = await apiGet<AttemptState>(`/exam-sets/${encodeURIComponent(setId)}/attempt`);
  // Asked for by /boot.js with the page's scripts, it may have arrived a while before the app
  // read it: the clock counts from its arrival, not from now.
  return { state, receivedAt: arrivedAt(state) ?? Date.now() };
}

export const saveAnswers = (attemptId: string, body: SaveAnswersRequest) =>
  request<SaveAnswersResponse>('PUT', buildUrl(`/attempts/${encodeURIComponent(attemptId)}/answers`), body);

/** The hall's count of tab switches goes with the submit (integrity signals). */
export const submitAttempt = (attemptId: string, tabSwitches?: number) =>
  apiSend<AttemptResult>(`/attempts/${encodeURIComponent(attemptId)}/submit`, tabSwitches ? { tabSwitches } : undefined);

export const hallKeys = {
  attempt: (setId: string) => ['examHall', 'attempt', setId] as const,
};
