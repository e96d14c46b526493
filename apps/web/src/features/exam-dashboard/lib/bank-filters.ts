import { DIFFICULTIES, type BankQuery } from '@pariksha/shared/schemas/question-bank';
import { findSubject, SUBJECTS } from '@pariksha/shared/taxonomy/taxonomy';
import type { Lang } from '../../../lib/bilingual.ts';

export type BankFilterValues = { subject: string; topic: string; difficulty: string; language: string; search: string };
export const EMPTY_FILTERS: BankFilterValues = { subject: '', topic: '', difficulty: '', language: '', search: '' };
const KEYS = Object.keys(EMPTY_FILTERS) as (keyof BankFilterValues)[];

/** Subjects for a select, in the UI language (the value is the taxonomy key the API stores). */
export const subjectOptions = (lang: Lang) => SUBJECTS.map((s) => ({ value: s.key, label: s.label[lang] }));

export function topicOptions(subject: string, lang: Lang) {
  const s = findSubject(subject);
  return s ? Object.entries(s.topics).map(([key, label]) => ({ value: key, label: label[lang] })) : [];
}

/** The filters as GET /question-bank parameters: empty ones left out, unknown values dropped. */
export function toBankQuery(f: BankFilterValues): Omit<BankQuery, 'page' | 'limit'> {
  const q: Omit<BankQuery, 'page' | 'limit'> = {};
  if (f.subject && findSubject(f.subject)) q.subject = f.subject;
  if (q.subject && f.topic && topicOptions(q.subject, 'en').some((t) => t.value === f.topic)) q.topic = f.topic;
  if ((DIFFICULTIES as readonly string[]).includes(f.difficulty)) q.difficulty = f.difficulty as BankQuery['difficulty'];
  if (f.language === 'hi' || f.language === 'en') q.language = f.language;
  if (f.search.trim()) q.search = f.search.trim().slice(0, 100);
  return q;
}

/** Changing the subject clears a topic that belongs to another subject. */
export function withFilter(f: BankFilterValues, key: keyof BankFilterValues, value: string): BankFilterValues {
  const next = { ...f, [key]: value };
  if (key === 'subject' && value !== f.subject) next.topic = '';
  return next;
}

export function filtersFromParams(params: URLSearchParams): BankFilterValues {
  return Object.fromEntries(KEYS.map((k) => [k, params.get(k) ?? ''])) as BankFilterValues;
}

export function filtersToParams(f: BankFilterValues, page: number): URLSearchParams {
  const params = new URLSearchParams();
  for (const k of KEYS) if (f[k]) params.set(k, f[k]);
  if (page > 1) params.set('page', String(page));
  return params;
}
