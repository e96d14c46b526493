import type { TFunction } from 'i18next';
import type { SectionScheme, TopicAdvice } from '@pariksha/shared/schemas/attempt-advice';
import { subjectLabel, topicLabel } from '@pariksha/shared/taxonomy/taxonomy';
import { asLang } from '../../../lib/bilingual.ts';

/**
 * The words of the "should I attempt?" advice (namespace attemptAdvice): one sentence per topic
 * of the paper, like the "In Reasoning: Number Series your accuracy is 38%; with −0.50
 * per wrong answer, guessing costs you marks: skip unless you can eliminate two options."
 */
type T = TFunction<'attemptAdvice'>;

const numberLocale = (lang: string) => (lang.startsWith('en') ? 'en-IN' : 'hi-IN');

/** A percentage as a whole number (38.46 → '38'). */
export const percent = (value: number, lang: string) =>
  new Intl.NumberFormat(numberLocale(lang), { maximumFractionDigits: 0 }).format(value);

/** Marks with two decimals and no sign. */
const marks = (value: number, lang: string) =>
  new Intl.NumberFormat(numberLocale(lang), { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Math.abs(value));

/** '+0.45', '−0.18' (a true minus sign, as the instructions write penalties), '0.00'. */
export const signedMarks = (value: number, lang: string) => `${value > 0 ? '+' : value < 0 ? '−' : ''}${marks(value, lang)}`;

/** 'Reasoning: Number Series' from the taxonomy's labels. */
export const topicName = (a: Pick<TopicAdvice, 'subject' | 'topic'>, lang: string) =>
  `${subjectLabel(a.subject, asLang(lang))}: ${topicLabel(a.subject, a.topic, asLang(lang))}`;

/** 'two options'; beyond four, '5 options'. */
export const optionsText = (t: T, count: number) =>
  count >= 1 && count <= 4 ? t(`options.${count as 1 | 2 | 3 | 4}`) : t('options.many', { count });

/** 'skip unless you can eliminate two options', or '… unless you are sure' when only knowing pays. */
export const skipClause = (t: T, a: Pick<TopicAdvice, 'eliminate' | 'options'>) =>
  a.eliminate >= a.options - 1 ? t('skip.sure') : t('skip.eliminate', { options: optionsText(t, a.eliminate) });

/** The one sentence of advice for a topic under its section's marking. */
export function adviceSentence(t: T, a: TopicAdvice, scheme: Pick<SectionScheme, 'markWrong'>, lang: string): string {
  const base = {
    topic: topicName(a, lang),
    accuracy: a.accuracy === null ? '' : percent(a.accuracy, lang),
    penalty: scheme.markWrong,
    breakEven: percent(a.breakEven, lang),
    ev: signedMarks(a.expectedMarks, lang),
    guessEv: signedMarks(a.guessExpectedMarks, lang),
    skip: skipClause(t, a),
  };
  if (a.attemptAnyway === 'noPenalty') return t('sentence.noPenalty', base);
  if (a.attemptAnyway === 'blindGuessPays') {
    return a.answered >= 1 && a.accuracy !== null ? t('sentence.blindGuessPays', base) : t('sentence.blindGuessPaysNoData', base);
  }
  switch (a.recommendation) {
    case 'attempt':
      return t('sentence.attempt', base);
    case 'attemptWhenSure':
      return t('sentence.attemptWhenSure', base);
    case 'skip':
      return t('sentence.skip', base);
    case 'notEnoughData':
      return t('sentence.notEnoughData', { ...base, count: a.answered });
  }
}

/** The small print under a sentence: how much data, the estimate, break-even and the expected marks. */
export function adviceDetail(t: T, a: TopicAdvice, lang: string): string {
  const breakEven = percent(a.breakEven, lang);
  return a.answered === 0
    ? t('detail.noData', { breakEven })
    : t('detail.withData', { count: a.answered, estimate: percent(a.estimate, lang), breakEven, ev: signedMarks(a.expectedMarks, lang) });
}

/** The section's marking in words, with what it means for guessing. */
export function schemeText(t: T, s: SectionScheme, lang: string): string[] {
  const noPenalty = Number(s.markWrong) === 0;
  const guessEv = signedMarks(s.guessExpectedMarks, lang);
  return [
    noPenalty ? t('scheme.marksNoPenalty', { mark: s.markCorrect }) : t('scheme.marks', { mark: s.markCorrect, penalty: s.markWrong }),
    ...(noPenalty ? [] : [t('scheme.breakEven', { breakEven: percent(s.breakEven, lang) })]),
    s.eliminate === 0
      ? t('scheme.guessPays', { guessEv })
      : s.eliminate >= s.options - 1
        ? t('scheme.guessOnlySure')
        : t('scheme.guessAfter', { guessEv, options: optionsText(t, s.eliminate) }),
  ];
}
