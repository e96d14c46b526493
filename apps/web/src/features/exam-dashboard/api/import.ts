import type { ImportReport } from '@pariksha/shared/schemas/question-bank';
import { ApiError, apiDownload, buildUrl, isErrorResponse, request } from '../../../lib/api.ts';
import { useSession } from '../../../lib/session.ts';

export type TemplateFormat = 'csv' | 'xlsx';

export const downloadImportTemplate = (format: TemplateFormat) => apiDownload('/question-bank/import/template', { params: { format } });

/** The organisation's whole bank as Moodle XML (multilang hi/en, pictures inside). */
export const exportMoodleXml = () => apiDownload('/question-bank/export/moodle-xml');

export type UploadProgress = (fraction: number) => void;

const parse = (text: string): unknown => {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
};

/**
 * POSTs the spreadsheet as multipart field `file`, reporting upload progress (fetch cannot).
 * A 401 or 403 is handed to `request`, which refreshes the session once or signs out as every
 * other call does.
 */
export function uploadSpreadsheet(
  path: string,
  file: File,
  onProgress?: UploadProgress,
  fields: Record<string, string | undefined> = {},
): Promise<ImportReport> {
  const form = () => {
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) if (value) data.append(name, value);
    data.append('file', file, file.name);
    return data;
  };
  const { token, selectedLanguage } = useSession.getState();
  const url = buildUrl(path);
  return new Promise<ImportReport>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
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
        resolve(body as ImportReport);
      } else if (token && (xhr.status === 401 || xhr.status === 403)) {
        request<ImportReport>('POST', buildUrl(path), form()).then(resolve, reject);
      } else {
        reject(new ApiError(xhr.status, isErrorResponse(body) ? body : null));
      }
    };
    xhr.send(form());
  });
}

/** The subject and topic the server gives to every question that names none (Aiken files never do). */
export type ImportDefaults = { subject?: string; topic?: string };
const defaultFields = (d: ImportDefaults = {}) => ({ defaultSubject: d.subject, defaultTopic: d.subject ? d.topic : undefined });

export const previewImport = (file: File, onProgress?: UploadProgress, defaults?: ImportDefaults) =>
  uploadSpreadsheet('/question-bank/import/preview', file, onProgress, defaultFields(defaults));
export const runImport = (file: File, onProgress?: UploadProgress, defaults?: ImportDefaults) =>
  uploadSpreadsheet('/question-bank/import', file, onProgress, defaultFields(defaults));

/** The report a failed import carries: a 422 lists every row's errors and nothing was written. */
export function reportFromError(err: unknown): ImportReport | null {
  if (!(err instanceof ApiError) || err.status !== 422) return null;
  const details = err.body?.error.details as Partial<ImportReport> | undefined;
  return details && Array.isArray(details.rows) ? (details as ImportReport) : null;
}
