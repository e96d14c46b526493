import { eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { DEFAULT_ORG_ID } from '@pariksha/shared/constants';
import { AppError, forbidden } from '../../lib/errors.ts';
import { isStaff, type AuthUser } from '../../plugins/auth.ts';

/**
 * Who sees study material: members of the owning organisation, and everyone signed in for the
 * default organisation's (platform-wide) material. Anything else answers 404, so another
 * organisation's notes and PDFs stay unknown.
 */
export function visibleTo(user: AuthUser, organizationId: PgColumn): SQL {
  return user.organizationId === DEFAULT_ORG_ID
    ? eq(organizationId, DEFAULT_ORG_ID)
    : or(eq(organizationId, user.organizationId), eq(organizationId, DEFAULT_ORG_ID))!;
}

export const isVisible = (user: AuthUser, organizationId: string) =>
  organizationId === user.organizationId || organizationId === DEFAULT_ORG_ID;

/** Staff (admins, owners, teachers) write material for their own organisation only. */
export const canManage = (user: AuthUser, organizationId: string) => isStaff(user) && organizationId === user.organizationId;

export function requireStaff(user: AuthUser) {
  if (!isStaff(user)) throw forbidden('Only admins and teachers can manage notes and PDFs');
}

/** A visible row the caller may not change: someone else's (the platform's) material. */
export function requireOwnOrganization(user: AuthUser, organizationId: string) {
  requireStaff(user);
  if (organizationId !== user.organizationId) throw forbidden("You can only change your own organisation's notes and PDFs");
}

/** The caller's own organisation's material first, then the newest. */
export const ownFirst = (user: AuthUser, organizationId: PgColumn) => sql`(${organizationId} = ${user.organizationId}) desc`;

/** A case-insensitive match of `search` in any of the given JSON text fields (hi and en). */
export function searchIn(search: string, ...columns: PgColumn[]): SQL {
  const like = `%${search.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
  return or(...columns.flatMap((c) => [ilike(sql`${c}->>'hi'`, like), ilike(sql`${c}->>'en'`, like)]))!;
}

/** A byte count as people read a limit: "20 MB", "1.5 MB", "512 KB". */
export function formatLimit(bytes: number): string {
  const mb = bytes / 1024 / 1024;
  return mb >= 1 ? `${Math.round(mb * 10) / 10} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

export const pdfTooLarge = (maxBytes: number) =>
  new AppError('PAYLOAD_TOO_LARGE', 'The PDF must be at most {{size}}', undefined, { size: formatLimit(maxBytes) });
