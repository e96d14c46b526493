import type { TFunction } from 'i18next';

/**
 * A section's marking in words, as the glossary wants it: "+1 per correct, no negative marking"
 * rather than the bare "+1 / −0" formula (common namespace's pattern strings).
 */
export function markingText(t: TFunction, markCorrect: string, markWrong: string): string {
  return Number(markWrong) === 0
    ? t('common:pattern.noNegative', { correct: markCorrect })
    : t('common:pattern.negative', { correct: markCorrect, wrong: markWrong });
}
