import { z } from 'zod';
import { changePasswordRequest, updateProfileRequest } from '@pariksha/shared/schemas/auth';
import { withPasswordConfirm } from '../../components/forms/password-confirm.ts';

const shape = updateProfileRequest.shape;
const phone = shape.phone.unwrap().unwrap();

/**
 * The details form keeps every field as text; an empty phone means "no phone" (null), any
 * other value must pass the shared phone rule.
 */
export const profileDetailsForm = z.object({
  name: shape.name.unwrap(),
  username: shape.username.unwrap(),
  phone: z.string().superRefine((value, ctx) => {
    if (value.trim() === '') return;
    const result = phone.safeParse(value);
    if (!result.success) ctx.addIssue({ code: 'custom', message: result.error.issues[0]?.message ?? 'Invalid value' });
  }),
  preferredLanguage: shape.preferredLanguage.unwrap(),
});
export type ProfileDetailsValues = { name: string; username: string; phone: string; preferredLanguage: 'hi' | 'en' };

export const changePasswordForm = withPasswordConfirm(changePasswordRequest, 'newPassword', 'confirmPassword');
export type ChangePasswordValues = { currentPassword: string; newPassword: string; confirmPassword: string };
