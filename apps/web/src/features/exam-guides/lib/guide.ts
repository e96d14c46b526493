import type { TFunction } from 'i18next';
import { getTemplate, type ExamCode } from '@pariksha/shared/exam/templates';
import { categoryOf, slugOf, type Category, type GuideText } from './catalog.ts';

/** Spec 3 "Exam info card": id, title, subtitle, about.highlights, examTypes.items (plus who runs it and for what). */
export type ExamGuide = {
  id: ExamCode;
  slug: string;
  category: Category;
  title: string;
  subtitle: string;
  about: { body: string; posts: string; eligibility: string; highlights: string[] };
  examTypes: { items: string[] };
};

type Content = Partial<Omit<ExamGuide, 'id' | 'slug' | 'category'>> & { about?: Partial<ExamGuide['about']> };

const list = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

/** A guide in the current language, from the examGuides namespace; a missing entry falls back to the template's title. */
export function readGuide(t: TFunction<'examGuides'>, code: ExamCode, lang: 'hi' | 'en'): ExamGuide {
  const raw = t(`exams.${code}`, { returnObjects: true }) as unknown;
  const c: Content = raw && typeof raw === 'object' ? (raw as Content) : {};
  return {
    id: code,
    slug: slugOf(code),
    category: categoryOf(code),
    title: c.title ?? getTemplate(code).title[lang],
    subtitle: c.subtitle ?? '',
    about: {
      body: c.about?.body ?? '',
      posts: c.about?.posts ?? '',
      eligibility: c.about?.eligibility ?? '',
      highlights: list(c.about?.highlights),
    },
    examTypes: { items: list(c.examTypes?.items) },
  };
}

/** What search looks at: the template's names in both languages, and the guide's own words. */
export function searchText(guide: ExamGuide): GuideText {
  const { title } = getTemplate(guide.id);
  return {
    code: guide.id,
    words: [title.hi, title.en, guide.title, guide.subtitle, guide.about.body, guide.about.posts],
  };
}

export const testsUrl = (code: ExamCode) => `/exams?code=${encodeURIComponent(code)}`;
