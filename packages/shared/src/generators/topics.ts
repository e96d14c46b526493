/**
 * The math topics (taxonomy keys) that have question generators, apart from the generators
 * themselves: the web needs the list to offer "generate", and must not bundle the generators
 * (a client that can compute a quiz's answers from its seeds would not need to answer).
 * registry.ts's test keeps the two in step.
 */
export const GENERATED_SUBJECT = 'math';
export const GENERATED_TOPICS: readonly string[] = [
  'percentage',
  'profit and loss',
  'simple interest',
  'compound interest',
  'ratio and proportion',
  'time and work',
  'time speed and distance',
  'average',
  'number system',
];

export const hasGenerator = (subject: string, topic: string | undefined | null): boolean =>
  subject === GENERATED_SUBJECT && !!topic && GENERATED_TOPICS.includes(topic);
