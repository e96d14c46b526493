import { englishQuestions } from './english.ts';
import { generalAwarenessQuestions } from './general-awareness.ts';
import { mathQuestions } from './math.ts';
import { reasoningQuestions } from './reasoning.ts';
import { computerQuestions } from './computer.ts';
import { environmentQuestions } from './environment.ts';
import { hindiQuestions } from './hindi.ts';
import { scienceQuestions } from './science.ts';
import { geographyQuestions } from './geography.ts';
import { historyQuestions } from './history.ts';
import { polityEconomicsQuestions } from './polity-economics.ts';
import { staticGkQuestions } from './static-gk.ts';
import type { DemoQuestion } from './types.ts';

export type { DemoQuestion } from './types.ts';
export { englishQuestions, generalAwarenessQuestions, mathQuestions, reasoningQuestions };
export { computerQuestions, environmentQuestions, hindiQuestions, scienceQuestions };
export { geographyQuestions, historyQuestions, polityEconomicsQuestions, staticGkQuestions };

/** Every demo question, by subject group, in file order. */
export const allDemoQuestions: DemoQuestion[] = [
  ...mathQuestions,
  ...reasoningQuestions,
  ...englishQuestions,
  ...generalAwarenessQuestions,
  ...scienceQuestions,
  ...hindiQuestions,
  ...environmentQuestions,
  ...computerQuestions,
  ...historyQuestions,
  ...geographyQuestions,
  ...polityEconomicsQuestions,
  ...staticGkQuestions,
];
