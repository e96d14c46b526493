import type { TFunction } from 'i18next';
import { EXAM_CODES, getTemplate } from '@pariksha/shared/exam/templates';
import { EXAM_KINDS, EXAM_VISIBILITIES, TIMING_MODES } from '@pariksha/shared/schemas/exams';
import type { Lang } from '../../../../lib/bilingual.ts';

/** The choice lists of the authoring forms, labelled in the UI language. */
export const templateOptions = (lang: Lang) => EXAM_CODES.map((code) => ({ value: code, label: getTemplate(code).title[lang] }));
export const kindOptions = (t: TFunction) => EXAM_KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) }));
export const visibilityOptions = (t: TFunction) => EXAM_VISIBILITIES.map((v) => ({ value: v, label: t(`visibility.${v}`) }));
export const timingOptions = (t: TFunction) => TIMING_MODES.map((m) => ({ value: m, label: t(`timing.${m}`) }));
export const languageOptions = (t: TFunction) => [
  { value: 'hi', label: t('languages.hi') },
  { value: 'en', label: t('languages.en') },
];
