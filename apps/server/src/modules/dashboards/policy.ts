import { notFound } from '../../lib/errors.ts';
import { isStaff, type AuthUser } from '../../plugins/auth.ts';

/**
 * The dashboards belong to one organisation: only its staff read them. Another organisation's
 * staff get 404 (as if it did not exist; a 403 would also sign the web client out).
 */
export function assertStaffOf(user: AuthUser, organizationId: string) {
  if (!isStaff(user) || user.organizationId !== organizationId) throw notFound('Organisation');
}

/** A student's performance: the staff of their organisation, or the student themself; nobody else. */
export function assertCanSeePerformance(user: AuthUser, organizationId: string, studentId: string) {
  if (user.organizationId !== organizationId) throw notFound('Student');
  if (isStaff(user) || user.id === studentId) return;
  throw notFound('Student');
}
