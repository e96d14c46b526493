import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organizations.ts';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    name: text('name').notNull(),
    /** Null for an account made with a mobile number only, or a student enrolled without an email. */
    email: text('email'),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    /**
     * A mobile number (sign-up and OTP sign-in store +91 and 10 digits; older rows may hold the
     * 10 digits alone): unique by its last 10 digits, so the two spellings cannot be two accounts.
     */
    phone: text('phone'),
    role: text('role', { enum: ['user', 'admin', 'superAdmin'] })
      .notNull()
      .default('user'),
    orgRole: text('org_role', { enum: ['owner', 'teacher', 'student'] })
      .notNull()
      .default('student'),
    preferredLanguage: text('preferred_language', { enum: ['hi', 'en'] })
      .notNull()
      .default('hi'),
    profilePictureUrl: text('profile_picture_url'),
    /** The exam families the user prepares for (EXAM_FAMILIES ids): orders the home and quizzes. */
    examGoals: text('exam_goals')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isActive: boolean('is_active').notNull().default(true),
    /**
     * Bumped when the role, organisation, password or active flag changes: an access token
     * carries the version it was issued with, so sensitive routes and refreshes can refuse one
     * issued before the change.
     */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_username_unique').on(t.username),
    uniqueIndex('users_phone_unique')
      .on(sql`right(${t.phone}, 10)`)
      .where(sql`${t.phone} is not null`),
    index('users_organization_idx').on(t.organizationId),
  ],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** All tokens descended from one sign-in; reuse of a rotated token revokes the family. */
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('refresh_tokens_hash_unique').on(t.tokenHash), index('refresh_tokens_family_idx').on(t.familyId)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('password_resets_hash_unique').on(t.tokenHash)],
);

/**
 * A sign-up waiting for its email to be confirmed with a code. The account is created only
 * when the code is entered, so the sign-up answer is the same whether the email is new or
 * already has an account (whose owner is mailed instead).
 */
export const signupVerifications = pgTable(
  'signup_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Where the code went: the email, or (a sign-up by mobile) the phone as +91 and 10 digits. */
    email: text('email'),
    phone: text('phone'),
    codeHash: text('code_hash').notNull(),
    /** The validated sign-up form, the password already hashed. */
    payload: jsonb('payload').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('signup_verifications_email_idx').on(t.email), index('signup_verifications_phone_idx').on(t.phone)],
);

/**
 * A sign-in code sent by SMS to an account's mobile number (POST /auth/otp/request). Only the
 * hash is kept; each code expires, allows a few tries, and only the newest of an account works.
 */
export const loginOtps = pgTable(
  'login_otps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_otps_user_idx').on(t.userId, t.createdAt)],
);
