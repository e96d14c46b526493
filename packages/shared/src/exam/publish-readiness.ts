/**
 * What stands between a draft test and publishing it. One pure function, so the server that
 * refuses an incomplete test (422) and the editor that disables its Publish button give the
 * same reasons. A test is complete when it has a set, and every section of every set holds
 * exactly its planned questions, each with an answer key and text in every language the test
 * is offered in.
 */
type Text = { hi?: string; en?: string };

export type ReadinessSection = {
  id: string;
  name: Text;
  plannedQuestionCount: number;
  questionIds: readonly string[];
  /** Questions of the section without a correct option, or without text in a language. */
  gaps?: { noAnswerKey: number; noHindi: number; noEnglish: number };
};
export type ReadinessExam = {
  languages: readonly ('hi' | 'en')[];
  sets: readonly { id: string; title: Text; sections: readonly ReadinessSection[]; passingMarks?: string; totalMarks?: string }[];
};

type Where = { setId: string; set: Text; sectionId: string; section: Text };
export type PublishBlocker =
  | { kind: 'noSets' }
  | ({ kind: 'short'; missing: number } & Where)
  | ({ kind: 'over'; extra: number } & Where)
  | ({ kind: 'noAnswerKey'; count: number } & Where)
  | ({ kind: 'missingText'; language: 'hi' | 'en'; count: number } & Where)
  | { kind: 'passMark'; setId: string; set: Text; passingMarks: string; totalMarks: string };

export function publishBlockers(exam: ReadinessExam): PublishBlocker[] {
  if (!exam.sets.length) return [{ kind: 'noSets' }];
  const out: PublishBlocker[] = [];
  for (const set of exam.sets) {
    // A pass mark above the paper's total is one nobody can reach.
    if (set.passingMarks !== undefined && set.totalMarks !== undefined && Number(set.passingMarks) > Number(set.totalMarks)) {
      out.push({ kind: 'passMark', setId: set.id, set: set.title, passingMarks: set.passingMarks, totalMarks: set.totalMarks });
    }
    for (const s of set.sections) {
      const where: Where = { setId: set.id, set: set.title, sectionId: s.id, section: s.name };
      const n = s.questionIds.length;
      if (n < s.plannedQuestionCount) out.push({ kind: 'short', missing: s.plannedQuestionCount - n, ...where });
      if (n > s.plannedQuestionCount) out.push({ kind: 'over', extra: n - s.plannedQuestionCount, ...where });
      const gaps = s.gaps;
      if (!gaps) continue;
      if (gaps.noAnswerKey > 0) out.push({ kind: 'noAnswerKey', count: gaps.noAnswerKey, ...where });
      if (exam.languages.includes('hi') && gaps.noHindi > 0)
        out.push({ kind: 'missingText', language: 'hi', count: gaps.noHindi, ...where });
      if (exam.languages.includes('en') && gaps.noEnglish > 0) {
        out.push({ kind: 'missingText', language: 'en', count: gaps.noEnglish, ...where });
      }
    }
  }
  return out;
}

const name = (t: Text) => t.en || t.hi || '';

/**
 * The server's reason for a refusal, in the messages catalogue's English (the key for its Hindi);
 * the editor words each blocker itself from its locale files.
 */
export function blockerMessage(b: PublishBlocker): { message: string; params: Record<string, string | number> } {
  if (b.kind === 'noSets') return { message: 'Add at least one set before publishing', params: {} };
  if (b.kind === 'passMark') {
    return {
      message: 'Not ready to publish: the pass mark of {{set}} ({{passing}}) is above its total marks ({{total}})',
      params: { set: name(b.set), passing: b.passingMarks, total: b.totalMarks },
    };
  }
  const params = { set: name(b.set), section: name(b.section) };
  switch (b.kind) {
    case 'short':
      return {
        message: 'Not ready to publish: {{section}} ({{set}}) needs {{count}} more question(s)',
        params: { ...params, count: b.missing },
      };
    case 'over':
      return {
        message: 'Not ready to publish: {{section}} ({{set}}) has {{count}} question(s) more than planned',
        params: { ...params, count: b.extra },
      };
    case 'noAnswerKey':
      return {
        message: 'Not ready to publish: {{count}} question(s) in {{section}} ({{set}}) have no answer key',
        params: { ...params, count: b.count },
      };
    case 'missingText':
      return {
        message:
          b.language === 'hi'
            ? 'Not ready to publish: {{count}} question(s) in {{section}} ({{set}}) have no Hindi text'
            : 'Not ready to publish: {{count}} question(s) in {{section}} ({{set}}) have no English text',
        params: { ...params, count: b.count },
      };
  }
}
