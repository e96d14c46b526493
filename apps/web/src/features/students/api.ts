import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GroupList } from '@pariksha/shared/schemas/groups';
import type {
  Student,
  StudentCreate,
  StudentCreated,
  StudentCredentials,
  StudentImportReport,
  StudentImportResult,
  StudentList,
  StudentStatus,
  StudentUpdate,
} from '@pariksha/shared/schemas/students';
import { apiDownload, apiGet, apiPatch, apiSend, request, buildUrl, saveBlob } from '../../lib/api.ts';

export const STUDENTS_PAGE_SIZE = 24;

export type StudentFilters = { search: string; batchId: string; status: StudentStatus | '' };

const base = (organizationId: string) => `/organizations/${organizationId}/students`;

export const studentKeys = {
  all: ['students'] as const,
  list: (organizationId: string, f: StudentFilters, page: number) => [...studentKeys.all, organizationId, f, page] as const,
  batches: ['students', 'batches'] as const,
};

const filterParams = (f: StudentFilters) => ({
  search: f.search || undefined,
  batchId: f.batchId || undefined,
  status: f.status || undefined,
});

export const useStudents = (organizationId: string, f: StudentFilters, page: number) =>
  useQuery({
    queryKey: studentKeys.list(organizationId, f, page),
    queryFn: () =>
      apiGet<StudentList>(base(organizationId), { params: filterParams(f), isPaginated: true, page, limit: STUDENTS_PAGE_SIZE }),
    enabled: !!organizationId,
    placeholderData: keepPreviousData,
  });

/** Batches are the organisation's live groups marked as batches (the groups module). */
export const useBatches = () =>
  useQuery({
    queryKey: studentKeys.batches,
    queryFn: async () => (await apiGet<GroupList>('/groups')).data.filter((g) => g.isBatch && !g.archived),
    staleTime: 60_000,
  });

function useStudentWrite<V, R>(write: (vars: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => client.invalidateQueries({ queryKey: studentKeys.all }),
  });
}

export const useCreateStudent = (organizationId: string) =>
  useStudentWrite((body: StudentCreate) => apiSend<StudentCreated>(base(organizationId), body));

export const useUpdateStudent = (organizationId: string) =>
  useStudentWrite(({ id, body }: { id: string; body: StudentUpdate }) => apiPatch<Student>(`${base(organizationId)}/${id}`, body));

export const useResetPassword = (organizationId: string) =>
  useStudentWrite((id: string) => apiSend<StudentCredentials>(`${base(organizationId)}/${id}/reset-password`));

const fileForm = (file: File) => {
  const form = new FormData();
  form.append('file', file, file.name);
  return form;
};

export const usePreviewImport = (organizationId: string) =>
  useMutation({
    mutationFn: (file: File) => request<StudentImportReport>('POST', buildUrl(`${base(organizationId)}/import/preview`), fileForm(file)),
  });

export const useImportStudents = (organizationId: string) =>
  useStudentWrite((file: File) => request<StudentImportResult>('POST', buildUrl(`${base(organizationId)}/import`), fileForm(file)));

export async function downloadTemplate(organizationId: string, format: 'csv' | 'xlsx') {
  const { blob, filename } = await apiDownload(`${base(organizationId)}/import-template`, { params: { format } });
  saveBlob(blob, filename ?? `student-import-template.${format}`);
}

export async function downloadExport(organizationId: string, format: 'csv' | 'xlsx', f: StudentFilters) {
  const { blob, filename } = await apiDownload(`${base(organizationId)}/export`, { params: { format, ...filterParams(f) } });
  saveBlob(blob, filename ?? `students.${format}`);
}
