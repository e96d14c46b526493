import { z } from 'zod';
import { LANGUAGES, ORG_ROLES, ROLES } from '../constants.ts';
import { EXAM_FAMILIES } from '../exam/families.ts';
import { normalizeMobile } from './students.ts';

const email = z
  .email({ message: 'Enter a valid email address' })
  .max(254)
  .transform((v) => v.toLowerCase());
export const password = z
  .string()
  .min(8, 'Password must be at least 8 characters')
  .max(128, 'Password must be at most 128 characters')
  .regex(/[A-Za-z]/, 'Password must contain a letter')
  .regex(/[0-9]/, 'Password must contain a number');
export const username = z
  .string()
  .trim()
  .min(3, 'Username must be at least 3 characters')
  .max(30, 'Username must be at most 30 characters')
  .regex(/^[a-zA-Z0-9_.]+$/, 'Username may only contain letters, numbers, _ and .')
  .transform((v) => v.toLowerCase());
const name = z.string().trim().min(1, 'Name is required').max(100, 'Name must be at most 100 characters');

/** An Indian mobile number in any usual spelling, stored as +91 and its 10 digits. */
export const indianMobile = z
  .string()
  .max(20, 'Enter a 10-digit Indian mobile number')
  .transform((v, ctx) => {
    const digits = normalizeMobile(v);
    if (!digits) {
      ctx.addIssue({ code: 'custom', message: 'Enter a 10-digit Indian mobile number' });
      return z.NEVER;
    }
    return `+91${digits}`;
  });

/** A form's empty field means "not given". */
const blankAsMissing = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** The exam families a student prepares for (users.exam_goals); each at most once, in EXAM_FAMILIES order. */
export const examGoals = z
  .array(z.enum(EXAM_FAMILIES, { message: 'Choose exams from the list' }))
  .max(EXAM_FAMILIES.length)
  .transform((goals) => EXAM_FAMILIES.filter((f) => goals.includes(f)));

/**
 * Sign-up with an email, a mobile number or both (at least one); the username is optional
 * (derived from the name when left blank, editable later in the profile). With a mobile
 * number the code goes by SMS, else by mail.
 */
export const signUpFields = z.object({
  name,
  email: z.preprocess(blankAsMissing, email.optional()),
  phone: z.preprocess(blankAsMissing, indianMobile.optional()),
  username: z.preprocess(blankAsMissing, username.optional()),
  password,
  preferredLanguage: z.enum(LANGUAGES).default('hi'),
  inviteCode: z
    .string()
    .trim()
    .max(32)
    .optional()
    .transform((v) => (v ? v.toUpperCase() : undefined)),
  /** Present for "Register Your Institute": creates a trial organisation with the user as its admin. */
  instituteName: z.string().trim().min(2, 'Institute name must be at least 2 characters').max(120).optional(),
});
/** A sign-up needs somewhere to send its code (the web's forms apply the same rule). */
export const needsEmailOrPhone: [(v: { email?: string; phone?: string }) => boolean, { message: string; path: string[] }] = [
  (v) => !!(v.email || v.phone),
  { message: 'Enter a mobile number or an email', path: ['phone'] },
];
export const signUpRequest = signUpFields.refine(...needsEmailOrPhone);
export type SignUpRequest = z.input<typeof signUpRequest>;

/**
 * Sign-up confirms the email or mobile number before an account exists: the form is answered
 * with 202 and this body whether the address is new or already has an account (whose owner is
 * told instead), so the form cannot be used to find out who has an account.
 */
export const signUpStartedResponse = z.object({
  /** Where the code went: 'sms' when a mobile number was given, else 'email'. */
  channel: z.enum(['email', 'sms']),
  email: z.string().optional(),
  phone: z.string().optional(),
  expiresInMinutes: z.number().int().positive(),
});
export type SignUpStartedResponse = z.infer<typeof signUpStartedResponse>;

/** The address a pending sign-up is known by: the mobile number it was sent to, or the email. */
const signUpAddress = z
  .object({
    email: z.preprocess(blankAsMissing, email.optional()),
    phone: z.preprocess(blankAsMissing, indianMobile.optional()),
  })
  .refine(...needsEmailOrPhone);

export const SIGNUP_CODE_LENGTH = 6;
export const otpCode = z
  .string()
  .trim()
  .regex(/^[0-9]{6}$/, 'Enter the 6-digit code');
export const signUpVerifyRequest = z.intersection(signUpAddress, z.object({ code: otpCode }));
export type SignUpVerifyRequest = z.input<typeof signUpVerifyRequest>;
export const signUpResendRequest = signUpAddress;
export type SignUpResendRequest = z.input<typeof signUpResendRequest>;

/** Mobile-number sign-in: a code by SMS (same answer whether or not the number has an account), then the code. */
export const otpRequest = z.object({ phone: indianMobile });
export type OtpRequest = z.input<typeof otpRequest>;
export const otpRequestedResponse = z.object({ phone: z.string(), expiresInMinutes: z.number().int().positive() });
export type OtpRequestedResponse = z.infer<typeof otpRequestedResponse>;
export const otpVerifyRequest = z.object({ phone: indianMobile, code: otpCode });
export type OtpVerifyRequest = z.input<typeof otpVerifyRequest>;

export const signInRequest = z.object({
  identifier: z.string().trim().min(1, 'Enter your email or username').max(254),
  password: z.string().min(1, 'Enter your password').max(128),
});
export type SignInRequest = z.infer<typeof signInRequest>;

export const refreshRequest = z.object({ refreshToken: z.string().min(20, 'Invalid refresh token').max(200) });
export const signOutRequest = z.object({ refreshToken: z.string().max(200).optional() });

export const forgotPasswordRequest = z.object({ email });
export const resetPasswordRequest = z.object({
  token: z.string().min(20, 'Invalid or expired reset link').max(200),
  password,
});

export const organizationSummary = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  address: z.string().nullable(),
  email: z.string().nullable(),
  logoUrl: z.string().nullable(),
  socialMedia: z.object({
    youtube: z.string().optional(),
    instagram: z.string().optional(),
    facebook: z.string().optional(),
    linkedin: z.string().optional(),
    twitter: z.string().optional(),
  }),
  timeZone: z.string(),
  inviteCode: z.string().nullable().optional(),
  trialEndsAt: z.string().nullable().optional(),
});
export type OrganizationSummary = z.infer<typeof organizationSummary>;

export const currentUser = z.object({
  id: z.string(),
  name: z.string(),
  /** Null for an account made with a mobile number only. */
  email: z.string().nullable(),
  username: z.string(),
  phone: z.string().nullable(),
  role: z.enum(ROLES),
  orgRole: z.enum(ORG_ROLES),
  organizationId: z.string(),
  preferredLanguage: z.enum(LANGUAGES),
  profilePictureUrl: z.string().nullable(),
  examGoals: z.array(z.enum(EXAM_FAMILIES)),
});
export type CurrentUser = z.infer<typeof currentUser>;

/**
 * The daily problem at sign-in (decisions.md: showPotdDialog is set when today's problem is not
 * yet solved), with the streaks for the header badge. Absent on sign-up and token refresh.
 */
export const potdSignInSummary = z.object({
  showDialog: z.boolean(),
  streak: z.object({ current: z.number().int().min(0), max: z.number().int().min(0) }),
  bookmarkedProblems: z.number().int().min(0),
});
export type PotdSignInSummary = z.infer<typeof potdSignInSummary>;

export const authResponse = z.object({
  token: z.string(),
  refreshToken: z.string(),
  user: currentUser,
  organization: organizationSummary,
  potd: potdSignInSummary.optional(),
});
export type AuthResponse = z.infer<typeof authResponse>;

export const tokenPairResponse = z.object({ token: z.string(), refreshToken: z.string() });

export const meResponse = z.object({ user: currentUser, organization: organizationSummary });
export type MeResponse = z.infer<typeof meResponse>;

export const updateProfileRequest = z
  .object({
    name: name.optional(),
    username: username.optional(),
    phone: z
      .string()
      .trim()
      .regex(/^\+?[0-9]{10,13}$/, 'Enter a valid phone number (10 to 13 digits)')
      .nullable()
      .optional(),
    preferredLanguage: z.enum(LANGUAGES).optional(),
    examGoals: examGoals.optional(),
  })
  .refine((v) => Object.keys(v).length > 0, 'Nothing to update');
export type UpdateProfileRequest = z.input<typeof updateProfileRequest>;

export const changePasswordRequest = z.object({
  currentPassword: z.string().min(1, 'Enter your current password').max(128),
  newPassword: password,
});

/** Payload of the access token (decisions.md "Tokens"). */
export const accessTokenPayload = z.object({
  sub: z.string(),
  organizationId: z.string(),
  role: z.enum(ROLES),
  orgRole: z.enum(ORG_ROLES),
  name: z.string().optional(),
  /**
   * The session: the refresh-token family this token was issued with, so a password change can
   * keep this session and end the others. Absent from tokens issued before it existed.
   */
  sid: z.string().optional(),
  /**
   * The account's token version at issue (users.token_version): sensitive routes and the socket
   * handshake refuse a token whose version is behind. Absent means 0.
   */
  tv: z.number().int().min(0).optional(),
});
export type AccessTokenPayload = z.infer<typeof accessTokenPayload>;
