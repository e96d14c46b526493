import { z } from 'zod';
import { needsEmailOrPhone, password, signUpFields } from '@pariksha/shared/schemas/auth';
import { withPasswordConfirm } from '../../components/forms/password-confirm.ts';

/** Student sign-up: no institute name; an optional invite code joins an organisation. */
export const studentSignUpForm = withPasswordConfirm(signUpFields.omit({ instituteName: true }), 'password', 'confirmPassword').refine(
  ...needsEmailOrPhone,
);

/** "Register Your Institute": the institute name is required, an invite code makes no sense. */
export const instituteSignUpForm = withPasswordConfirm(
  signUpFields.omit({ inviteCode: true }).extend({ instituteName: signUpFields.shape.instituteName.unwrap() }),
  'password',
  'confirmPassword',
).refine(...needsEmailOrPhone);

export type SignUpFormValues = {
  name: string;
  phone: string;
  email: string;
  username: string;
  password: string;
  confirmPassword: string;
  preferredLanguage: 'hi' | 'en';
  inviteCode: string;
  instituteName: string;
};

export const resetPasswordForm = withPasswordConfirm(z.object({ password }), 'password', 'confirmPassword');
export type ResetPasswordFormValues = { password: string; confirmPassword: string };
