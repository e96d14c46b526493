import type { MeResponse } from '@pariksha/shared/schemas/auth';
import { apiDelete, apiSend } from '../../lib/api.ts';

export { fetchProfile, profileQuery, updateProfile } from '../../lib/profile-api.ts';

/** POST /api/profile/picture: multipart, field "file" (PNG, JPEG or WebP, at most 2 MB). */
export function uploadProfilePicture(file: File) {
  const form = new FormData();
  form.append('file', file);
  return apiSend<MeResponse>('/profile/picture', form);
}

/** DELETE /api/profile/picture. */
export const removeProfilePicture = () => apiDelete<MeResponse>('/profile/picture');

/** POST /api/profile/password. */
export const changePassword = (body: { currentPassword: string; newPassword: string }) => apiSend<{ ok: true }>('/profile/password', body);
