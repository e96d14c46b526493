import { DIFFICULTIES, type Difficulty } from '@pariksha/shared/schemas/question-bank';

/** The /questions/:subject/:category filters, kept in the URL so a reload or a shared link keeps them. */
export type PracticeFilters = {
  difficulty?: Difficulty;
  /** Only questions written in this language, shown in it. */
  language?: 'hi' | 'en';
  unanswered: boolean;
  page: number;
};

export function readFilters(params: URLSearchParams): PracticeFilters {
  const difficulty = params.get('difficulty');
  const language = params.get('language');
  const page = Number(params.get('page'));
  return {
    difficulty: (DIFFICULTIES as readonly string[]).includes(difficulty ?? '') ? (difficulty as Difficulty) : undefined,
    language: language === 'hi' || language === 'en' ? language : undefined,
    unanswered: params.get('unanswered') === 'true',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

export function writeFilters(f: PracticeFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (f.difficulty) params.set('difficulty', f.difficulty);
  if (f.language) params.set('language', f.language);
  if (f.unanswered) params.set('unanswered', 'true');
  if (f.page > 1) params.set('page', String(f.page));
  return params;
}

/** A filter change goes back to the first page; a page change keeps the filters. */
export function updateFilters(current: PracticeFilters, patch: Partial<PracticeFilters>): PracticeFilters {
  return { ...current, ...patch, page: 'page' in patch ? (patch.page ?? 1) : 1 };
}

export const hasActiveFilters = (f: PracticeFilters) => Boolean(f.difficulty || f.language || f.unanswered);

export const pageCount = (total: number, limit: number) => Math.max(1, Math.ceil(total / limit));
