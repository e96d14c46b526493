import type {
  AuthResponse,
  OtpRequestedResponse,
  OtpVerifyRequest,
  SignInRequest,
  SignUpRequest,
  SignUpResendRequest,
  SignUpStartedResponse,
  SignUpVerifyRequest,
} from '@pariksha/shared/schemas/auth';
import type { Language } from '@pariksha/shared/constants';
import { apiPatch, apiSend } from '../../lib/api.ts';

/** POST /api/auth/signin: email or username plus password. */
export const signInUser = (body: SignInRequest) => apiSend<AuthResponse>('/auth/signin', body);

/**
 * POST /api/auth/signup: the form of a student account, or of an institute on a trial when
 * instituteName is set. Answers 202 and mails a code; the account is made by verifySignUp.
 */
export const signUpUser = (body: SignUpRequest) => apiSend<SignUpStartedResponse>('/auth/signup', body);

/** POST /api/auth/signup/verify: the mailed code creates the account and signs it in. */
export const verifySignUp = (body: SignUpVerifyRequest) => apiSend<AuthResponse>('/auth/signup/verify', body);

/** POST /api/auth/signup/resend: a new code for a pending sign-up; always 202. */
export const resendSignUpCode = (address: SignUpResendRequest) => apiSend<SignUpStartedResponse>('/auth/signup/resend', address);

/** POST /api/auth/otp/request: a sign-in code by SMS; answered alike whether or not the number has an account. */
export const requestSignInOtp = (phone: string) => apiSend<OtpRequestedResponse>('/auth/otp/request', { phone });

/** POST /api/auth/otp/verify: the code signs in as the password does. */
export const verifySignInOtp = (body: OtpVerifyRequest) => apiSend<AuthResponse>('/auth/otp/verify', body);

/** POST /api/auth/forgot-password: always answers ok, whether or not the account exists. */
export const requestPasswordReset = (email: string) => apiSend<{ ok: true }>('/auth/forgot-password', { email });

/** POST /api/auth/reset-password with the single-use token from the mailed link. */
export const resetPassword = (token: string, password: string) => apiSend<{ ok: true }>('/auth/reset-password', { token, password });

/** PATCH /api/profile: keeps the account's preferred language in step with the one chosen here. */
export const savePreferredLanguage = (preferredLanguage: Language) => apiPatch<unknown>('/profile', { preferredLanguage });
