import { boolean, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export type SocialMedia = Partial<Record<'youtube' | 'instagram' | 'facebook' | 'linkedin' | 'twitter', string>>;

export const organizations = pgTable('organizations', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  description: text('description'),
  address: text('address'),
  email: text('email'),
  logoUrl: text('logo_url'),
  socialMedia: jsonb('social_media').$type<SocialMedia>().notNull().default({}),
  timeZone: text('time_zone').notNull().default('Asia/Kolkata'),
  /** Students join with this code at sign-up. */
  inviteCode: text('invite_code').unique(),
  trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
  /**
   * Set by a superAdmin: members cannot sign in or refresh while it is set; the data stays.
   * Null means active.
   */
  suspendedAt: timestamp('suspended_at', { withTimezone: true }),
  /** The monthly guardian digest is sent unless the admin turned it off. */
  guardianDigestEnabled: boolean('guardian_digest_enabled').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
