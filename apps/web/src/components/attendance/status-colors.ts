import type { AttendanceStatus } from '@pariksha/shared/attendance';

/**
 * One colour per status, always shown with its letter or word (never colour alone). Dark enough
 * for white text at 4.5:1.
 */
export const STATUS_COLOR: Record<AttendanceStatus, string> = {
  present: '#2e7d32',
  absent: '#c62828',
  late: '#8a5300',
  halfDay: '#1565c0',
};

export const STATUSES: AttendanceStatus[] = ['present', 'absent', 'late', 'halfDay'];
