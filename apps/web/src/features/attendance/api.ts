import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AttendanceBatchList,
  AttendanceDay,
  AttendanceReport,
  AttendanceSave,
  AttendanceSaveResult,
  AttendanceSettings,
  NotifyAbsentRequest,
  NotifyAbsentResult,
} from '@pariksha/shared/schemas/attendance';
import { apiDownload, apiGet, apiSend, buildUrl, request } from '../../lib/api.ts';

/** Every attendance query starts with 'attendance', so a save refreshes the day and the report together. */
export const attendanceKeys = {
  all: ['attendance'] as const,
  batches: () => [...attendanceKeys.all, 'batches'] as const,
  day: (batchId: string, date: string) => [...attendanceKeys.all, 'day', batchId, date] as const,
  report: (batchId: string, month: string) => [...attendanceKeys.all, 'report', batchId, month] as const,
  settings: () => [...attendanceKeys.all, 'settings'] as const,
};

export const useBatches = () =>
  useQuery({ queryKey: attendanceKeys.batches(), queryFn: () => apiGet<AttendanceBatchList>('/attendance/batches') });

export const useDay = (batchId: string | null, date: string) =>
  useQuery({
    queryKey: attendanceKeys.day(batchId ?? '', date),
    queryFn: () => apiGet<AttendanceDay>('/attendance', { params: { batchId, date } }),
    enabled: !!batchId && !!date,
  });

export function useSaveDay() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AttendanceSave) => request<AttendanceSaveResult>('PUT', buildUrl('/attendance'), body),
    onSuccess: (day) => {
      client.setQueryData(attendanceKeys.day(day.batch.id, day.date), day);
      void client.invalidateQueries({ queryKey: [...attendanceKeys.all, 'report', day.batch.id] });
    },
  });
}

export const useReport = (batchId: string | null, month: string) =>
  useQuery({
    queryKey: attendanceKeys.report(batchId ?? '', month),
    queryFn: () => apiGet<AttendanceReport>('/attendance/report', { params: { batchId, month } }),
    enabled: !!batchId && !!month,
    placeholderData: keepPreviousData,
  });

export type ExportFormat = 'csv' | 'xlsx';
export const downloadReport = (batchId: string, month: string, format: ExportFormat) =>
  apiDownload('/attendance/report/export', { params: { batchId, month, format } });

export const useSettings = () =>
  useQuery({ queryKey: attendanceKeys.settings(), queryFn: () => apiGet<AttendanceSettings>('/attendance/settings') });

export function useUpdateSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AttendanceSettings) => request<AttendanceSettings>('PUT', buildUrl('/attendance/settings'), body),
    onSuccess: (settings) => {
      client.setQueryData(attendanceKeys.settings(), settings);
      void client.invalidateQueries({ queryKey: [...attendanceKeys.all, 'report'] });
    },
  });
}

export const useNotifyAbsent = () =>
  useMutation({ mutationFn: (body: NotifyAbsentRequest) => apiSend<NotifyAbsentResult>('/attendance/notify-absent', body) });
