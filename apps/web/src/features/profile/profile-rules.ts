import { PROFILE_PICTURE_MAX_BYTES } from '@pariksha/shared/constants';
import type { CurrentUser } from '@pariksha/shared/schemas/auth';

export const PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/**
 * Checked before uploading so a phone on slow data does not send a file the server refuses.
 * Returns the server's own English message (translated by the shared catalogue), or null.
 */
export function pictureProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(PICTURE_TYPES as readonly string[]).includes(file.type)) return 'Upload a PNG, JPEG or WebP image';
  if (file.size > PROFILE_PICTURE_MAX_BYTES) return 'The image must be at most 2 MB';
  return null;
}

/** The one role name a person recognises: platform admin, institute admin, owner, teacher or student. */
export function roleKey(user: Pick<CurrentUser, 'role' | 'orgRole'>): 'superAdmin' | 'admin' | 'owner' | 'teacher' | 'student' {
  if (user.role === 'superAdmin' || user.role === 'admin') return user.role;
  return user.orgRole;
}

/** Staff (admin, owner, teacher) see their organisation's invite code to hand to students. */
export const isStaffUser = (user: Pick<CurrentUser, 'role' | 'orgRole'>) => user.role !== 'user' || user.orgRole !== 'student';
