import { queryOptions } from '@tanstack/react-query';
import type { MeResponse, UpdateProfileRequest } from '@pariksha/shared/schemas/auth';
import { apiGet, apiPatch } from './api.ts';

/**
 * The signed-in user's profile, read and written by the profile page, the sign-up goal step
 * and the quiz home (which lists the exam goal's subjects first).
 */

/** GET /api/profile: the signed-in user with their organisation. */
export const fetchProfile = () => apiGet<MeResponse>('/profile');
export const profileQuery = () => queryOptions({ queryKey: ['profile'], queryFn: fetchProfile });

/** PATCH /api/profile: name, username, phone, preferred language, exam goals. */
export const updateProfile = (body: UpdateProfileRequest) => apiPatch<MeResponse>('/profile', body);
