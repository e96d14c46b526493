import type { AnswerState } from '@pariksha/shared/exam/scoring';

/**
 * The standard CBT palette: grey not visited, red not answered, green answered, purple marked,
 * purple with a green tick answered-and-marked. Shapes differ too (marked ones are round), so
 * colour is not the only cue.
 */
export const STATE_STYLE: Record<AnswerState, { bg: string; fg: string; border: string; round: boolean; tick: boolean }> = {
  notVisited: { bg: '#eceff1', fg: '#263238', border: '#90a4ae', round: false, tick: false },
  notAnswered: { bg: '#d32f2f', fg: '#ffffff', border: '#b71c1c', round: false, tick: false },
  answered: { bg: '#2e7d32', fg: '#ffffff', border: '#1b5e20', round: false, tick: false },
  marked: { bg: '#6a1b9a', fg: '#ffffff', border: '#4a148c', round: true, tick: false },
  answeredMarked: { bg: '#6a1b9a', fg: '#ffffff', border: '#4a148c', round: true, tick: true },
};

export const STATE_ORDER: AnswerState[] = ['answered', 'notAnswered', 'notVisited', 'marked', 'answeredMarked'];
