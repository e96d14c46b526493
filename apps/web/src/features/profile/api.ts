import { queryOptions } from '@tanstack/react-query';
import type { MeResponse, UpdateProfileRequest } from '@pariksha/shared/schemas/auth';
import { apiDelete, apiGet, apiPatch, apiSend } from '../../lib/api.ts';

/** GET /api/profile: the signed-in user with their organisation. */
export const fetchProfile = () => apiGet<MeResponse>('/profile');
export const profileQuery = () => queryOptions({ queryKey: ['profile'], queryFn: fetchProfile });

/** PATCH /api/profile: name, username, phone, preferred language. */
export const updateProfile = (body: UpdateProfileRequest) => apiPatch<MeResponse>('/profile', body);

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
