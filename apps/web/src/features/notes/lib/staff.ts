import { decodeToken } from '../../../lib/token.ts';

/** Admins and teachers write notes and upload PDFs (the server decides; this only shapes the page). */
export function isStaffToken(token: string | null): boolean {
  const payload = decodeToken(token);
  if (!payload) return false;
  return payload.role === 'admin' || payload.role === 'superAdmin' || payload.orgRole === 'teacher' || payload.orgRole === 'owner';
}
