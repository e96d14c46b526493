/** Pure quiz rules, shared by the answer route, the finish route and their tests. */

/** A choice is right when it is one of the correct options (a multi-answer question takes any of them). */
export function isCorrectChoice(correctOptionIds: readonly string[], optionId: string): boolean {
  return correctOptionIds.includes(optionId);
}

/** The score is the number of correct answers; unanswered questions score nothing. */
export function scoreOf(items: ReadonlyArray<{ correct: boolean | null }>): number {
  return items.reduce((n, item) => n + (item.correct === true ? 1 : 0), 0);
}
