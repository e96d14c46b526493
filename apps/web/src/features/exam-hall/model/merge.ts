import type { AnswerState } from '@pariksha/shared/exam/scoring';

/** One question's latest change, as the server stores it and the local queue holds it. */
export type LocalAnswer = {
  questionId: string;
  selectedOptionIds: string[];
  state: AnswerState;
  timeSpentMs: number;
  clientSeq: number;
};

/**
 * The answers to resume with: for each question the change with the highest clientSeq, whether
 * it came from the server or from the device's queue (a change made offline, or one whose save
 * the server never acknowledged, is newer than what the server holds). Questions not in the
 * paper are dropped. On equal seqs the later list wins (they are the same change).
 */
export function mergeAnswers(questionIds: Iterable<string>, ...lists: LocalAnswer[][]): Record<string, LocalAnswer> {
  const known = new Set(questionIds);
  const merged: Record<string, LocalAnswer> = {};
  for (const list of lists) {
    for (const a of list) {
      if (!known.has(a.questionId)) continue;
      const current = merged[a.questionId];
      if (!current || a.clientSeq >= current.clientSeq) merged[a.questionId] = a;
    }
  }
  return merged;
}

/**
 * The clientSeq source: milliseconds since the epoch, so it keeps growing across reloads, but
 * never at or below a seq already seen (a clock set back, or two changes in one millisecond),
 * since the server ignores any save whose seq is not newer than the one it holds.
 */
export class SeqCounter {
  private last: number;
  constructor(floor = 0) {
    this.last = floor;
  }
  /** Raises the floor (seqs from the server or the queue). */
  observe(seq: number) {
    if (seq > this.last) this.last = seq;
  }
  next(now = Date.now()): number {
    this.last = Math.max(this.last + 1, Math.floor(now));
    return this.last;
  }
}

export const maxSeq = (answers: Iterable<{ clientSeq: number }>) => {
  let max = 0;
  for (const a of answers) if (a.clientSeq > max) max = a.clientSeq;
  return max;
};
