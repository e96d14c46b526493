import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NoteDetail, NoteList, NoteValues, PdfList, PdfSummary } from '@pariksha/shared/schemas/notes';
import { ApiError, apiDelete, apiDownload, apiGet, buildUrl, isErrorResponse, request, saveBlob } from '../../lib/api.ts';
import { useSession } from '../../lib/session.ts';
import { PAGE_SIZE, toApiParams, type StudyFilters } from './lib/filters.ts';
import type { Lang } from '../../lib/bilingual.ts';

/** Notes and PDFs (apps/server/src/modules/notes); shapes from packages/shared/src/schemas/notes.ts. */
export const notesKeys = {
  all: ['notes'] as const,
  list: (filters: StudyFilters) => [...notesKeys.all, 'list', filters] as const,
  note: (id: string) => [...notesKeys.all, 'note', id] as const,
  pdfs: (filters: StudyFilters) => ['pdfs', 'list', filters] as const,
  allPdfs: ['pdfs'] as const,
};

export const useNotes = (filters: StudyFilters) =>
  useQuery({
    queryKey: notesKeys.list(filters),
    queryFn: () => apiGet<NoteList>('/notes', { params: toApiParams(filters), isPaginated: true, page: filters.page, limit: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

export const useNote = (id: string | undefined) =>
  useQuery({ queryKey: notesKeys.note(id ?? ''), queryFn: () => apiGet<NoteDetail>(`/notes/${id}`), enabled: !!id });

/** Creates a note, or replaces one when `id` is given. */
export function useSaveNote(id?: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NoteValues) => request<NoteDetail>(id ? 'PUT' : 'POST', buildUrl(id ? `/notes/${id}` : '/notes'), body),
    onSuccess: (note) => {
      client.setQueryData(notesKeys.note(note.id), note);
      void client.invalidateQueries({ queryKey: [...notesKeys.all, 'list'] });
    },
  });
}

export function useDeleteNote() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiDelete<{ ok: true }>(`/notes/${id}`),
    onSuccess: (_, id) => {
      client.removeQueries({ queryKey: notesKeys.note(id) });
      void client.invalidateQueries({ queryKey: [...notesKeys.all, 'list'] });
    },
  });
}

export const usePdfs = (filters: StudyFilters) =>
  useQuery({
    queryKey: notesKeys.pdfs(filters),
    queryFn: () => apiGet<PdfList>('/pdfs', { params: toApiParams(filters), isPaginated: true, page: filters.page, limit: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

export function useDeletePdf() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiDelete<{ ok: true }>(`/pdfs/${id}`),
    onSuccess: () => void client.invalidateQueries({ queryKey: notesKeys.allPdfs }),
  });
}

/** Fetches the PDF with the token (a plain link sends none) and saves it under the server's name. */
export async function downloadPdf(pdf: PdfSummary, lang: Lang) {
  const { blob, filename } = await apiDownload(`/pdfs/${pdf.id}/download`, { params: { lang } });
  saveBlob(blob, filename ?? pdf.fileName);
}

export type UploadFields = Record<string, string | undefined>;

const parse = (text: string): unknown => {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
};

/**
 * POSTs the fields and then the file as multipart/form-data, reporting upload progress (fetch
 * cannot). A 401 or 403 goes through `request`, which refreshes the session once or signs out
 * as every other call does.
 */
export function uploadPdf(file: File, fields: UploadFields, onProgress?: (fraction: number) => void): Promise<PdfSummary> {
  const form = () => {
    const data = new FormData();
    for (const [key, value] of Object.entries(fields)) if (value) data.append(key, value);
    data.append('file', file, file.name);
    return data;
  };
  const { token, selectedLanguage } = useSession.getState();
  return new Promise<PdfSummary>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl('/pdfs'));
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Accept-Language', selectedLanguage ?? 'hi');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress?.(e.loaded / e.total);
    };
    xhr.onerror = () => reject(new TypeError('Network error'));
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve(body as PdfSummary);
      } else if (token && (xhr.status === 401 || xhr.status === 403)) {
        request<PdfSummary>('POST', buildUrl('/pdfs'), form()).then(resolve, reject);
      } else {
        reject(new ApiError(xhr.status, isErrorResponse(body) ? body : null));
      }
    };
    xhr.send(form());
  });
}

export function useUploadPdf() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, fields, onProgress }: { file: File; fields: UploadFields; onProgress?: (f: number) => void }) =>
      uploadPdf(file, fields, onProgress),
    onSuccess: () => void client.invalidateQueries({ queryKey: notesKeys.allPdfs }),
  });
}
