import { findSubject, isKnownTopic, SUBJECTS } from '@pariksha/shared/taxonomy/taxonomy';
import type { Lang } from '../../../lib/bilingual.ts';

/** The list filters of /notes and /pdf-download, kept in the URL so a filtered list can be shared. */
export type StudyFilters = { subject: string; topic: string; search: string; page: number };

export const PAGE_SIZE = 12;

/** Reads the URL, dropping what the taxonomy does not know (a topic only with its subject). */
export function readFilters(params: URLSearchParams): StudyFilters {
  const subject = params.get('subject') ?? '';
  const known = findSubject(subject) ? subject : '';
  const topic = params.get('topic') ?? '';
  const page = Number(params.get('page'));
  return {
    subject: known,
    topic: known && isKnownTopic(known, topic) ? topic : '',
    search: (params.get('q') ?? '').slice(0, 100),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function writeFilters(f: StudyFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (f.subject) params.set('subject', f.subject);
  if (f.subject && f.topic) params.set('topic', f.topic);
  if (f.search.trim()) params.set('q', f.search.trim());
  if (f.page > 1) params.set('page', String(f.page));
  return params;
}

/** A change of any filter but the page starts again at page 1; a new subject clears the topic. */
export function updateFilters(current: StudyFilters, patch: Partial<StudyFilters>): StudyFilters {
  const next = { ...current, ...patch };
  if ('subject' in patch && patch.subject !== current.subject) next.topic = '';
  if (!('page' in patch)) next.page = 1;
  return next;
}

export const hasActiveFilters = (f: StudyFilters) => Boolean(f.subject || f.topic || f.search.trim());

/** The filters as API query parameters (empty ones left out). */
export function toApiParams(f: StudyFilters) {
  return { subject: f.subject || undefined, topic: f.topic || undefined, search: f.search.trim() || undefined };
}

export const pageCount = (total: number, limit = PAGE_SIZE) => Math.max(1, Math.ceil(total / limit));

export const subjectOptions = (lang: Lang) => SUBJECTS.map((s) => ({ value: s.key, label: s.label[lang] }));

export function topicOptions(subject: string, lang: Lang) {
  const s = findSubject(subject);
  return s ? Object.entries(s.topics).map(([key, label]) => ({ value: key, label: label[lang] })) : [];
}
