import type { TFunction } from 'i18next';
import type { PublishBlocker } from '@pariksha/shared/exam/publish-readiness';
import type { AuthoringSection } from '@pariksha/shared/schemas/exams';
import { pickText, type Lang } from '../../../lib/bilingual.ts';

/** Planned vs attached: 'short' below the plan, 'over' above it, 'ok' when equal. */
export function plannedState(section: Pick<AuthoringSection, 'questionIds' | 'plannedQuestionCount'>): 'short' | 'ok' | 'over' {
  const n = section.questionIds.length;
  return n < section.plannedQuestionCount ? 'short' : n > section.plannedQuestionCount ? 'over' : 'ok';
}

/** One reason the test cannot be published yet, in the UI language (the server's are English keys). */
export function blockerText(b: PublishBlocker, t: TFunction, lang: Lang): string {
  if (b.kind === 'noSets') return t('publish.blocker.noSets');
  if (b.kind === 'passMark') {
    return t('publish.blocker.passMark', { set: pickText(b.set, lang), passing: b.passingMarks, total: b.totalMarks });
  }
  const where = { section: pickText(b.section, lang), set: pickText(b.set, lang) };
  switch (b.kind) {
    case 'short':
      return t('publish.blocker.short', { ...where, count: b.missing });
    case 'over':
      return t('publish.blocker.over', { ...where, count: b.extra });
    case 'noAnswerKey':
      return t('publish.blocker.noAnswerKey', { ...where, count: b.count });
    case 'missingText':
      return t(b.language === 'hi' ? 'publish.blocker.noHindi' : 'publish.blocker.noEnglish', { ...where, count: b.count });
  }
}
