import { EXAM_CODES, type ExamCode } from '@pariksha/shared/exam/templates';
import type { ExamKind, TestLanguage } from '@pariksha/shared/schemas/exams';

/**
 * The test-series filters live in the URL (/exams?code=SSC&kind=mock&page=2), so back and
 * forward, reloads and shared links keep them. The names are the API's (examListQuery).
 */
export const EXAM_KIND_VALUES = ['practice', 'live', 'mock'] as const satisfies readonly ExamKind[];
export const LANGUAGE_VALUES = ['hi', 'en'] as const satisfies readonly TestLanguage[];
export const ACCESS_VALUES = ['free', 'paid'] as const;
export type Access = (typeof ACCESS_VALUES)[number];
export const PAGE_SIZE = 12;
const SEARCH_MAX = 100;

export type ExamFilters = {
  code?: ExamCode;
  kind?: ExamKind;
  language?: TestLanguage;
  access?: Access;
  search?: string;
  page: number;
};

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;

/** Unknown or malformed values are dropped rather than sent (the API would answer 400). */
export function readFilters(params: URLSearchParams): ExamFilters {
  const search = params.get('search')?.trim().slice(0, SEARCH_MAX);
  const page = Number(params.get('page'));
  return {
    code: oneOf(EXAM_CODES, params.get('code')),
    kind: oneOf(EXAM_KIND_VALUES, params.get('kind')),
    language: oneOf(LANGUAGE_VALUES, params.get('language')),
    access: oneOf(ACCESS_VALUES, params.get('access')),
    search: search || undefined,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The URL's query: only what is set, page 1 left out. */
export function writeFilters(filters: ExamFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['code', 'kind', 'language', 'access', 'search'] as const) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** Changing any filter starts again from the first page; changing the page keeps the filters. */
export function updateFilters(filters: ExamFilters, patch: Partial<ExamFilters>): ExamFilters {
  const next = { ...filters, ...patch };
  if (!('page' in patch)) next.page = 1;
  if (!next.search) next.search = undefined;
  return next;
}

/** What GET /api/exams receives (apiGet adds page and limit). */
export function toApiParams(filters: ExamFilters) {
  const { code, kind, language, access, search } = filters;
  return { code, kind, language, access, search };
}

export function hasActiveFilters(filters: ExamFilters): boolean {
  return !!(filters.code || filters.kind || filters.language || filters.access || filters.search);
}

export const pageCount = (total: number, limit = PAGE_SIZE) => Math.max(1, Math.ceil(total / limit));
