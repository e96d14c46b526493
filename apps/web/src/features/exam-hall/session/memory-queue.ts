import type { LocalAnswer } from '../model/merge.ts';
import type { AnswerQueue } from './answer-queue.ts';

/** The queue's rules in memory, for tests of what sits on top of it. */
export function memoryQueue(initial: LocalAnswer[] = []): AnswerQueue & { records: Map<string, LocalAnswer>; failWrites: boolean } {
  const records = new Map(initial.map((a) => [a.questionId, a]));
  const q = {
    records,
    failWrites: false,
    put: async (answer: LocalAnswer) => {
      if (q.failWrites) throw new Error('QuotaExceededError');
      const cur = records.get(answer.questionId);
      if (!cur || cur.clientSeq < answer.clientSeq) records.set(answer.questionId, answer);
    },
    ack: async (acks: { questionId: string; clientSeq: number }[]) => {
      for (const { questionId, clientSeq } of acks) {
        const cur = records.get(questionId);
        if (cur && cur.clientSeq <= clientSeq) records.delete(questionId);
      }
    },
    drop: async (ids: string[]) => ids.forEach((id) => records.delete(id)),
    clear: async () => records.clear(),
  };
  return q;
}
