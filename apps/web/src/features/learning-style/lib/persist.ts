import { z } from 'zod';
import { isComplete, STYLES, type Answers } from './questionnaire.ts';

/** Namespaced so it never meets the spec's storage keys; sign-out clears it with the rest. */
export const RESULT_KEY = 'pariksha.learningStyle.result';

export type Saved = { answers: Answers; completedAt: number };

const savedSchema = z.object({ answers: z.record(z.string(), z.enum(STYLES)), completedAt: z.number() });

/** The last completed questionnaire; anything unreadable or incomplete (an older question set) is ignored. */
export function loadResult(): Saved | null {
  try {
    const raw = localStorage.getItem(RESULT_KEY);
    if (!raw) return null;
    const parsed = savedSchema.safeParse(JSON.parse(raw));
    return parsed.success && isComplete(parsed.data.answers) ? parsed.data : null;
  } catch {
    return null;
  }
}

export function saveResult(saved: Saved) {
  try {
    localStorage.setItem(RESULT_KEY, JSON.stringify(saved));
  } catch {
    /* storage unavailable: the result is shown but not kept */
  }
}
