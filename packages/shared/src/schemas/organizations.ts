import { z } from 'zod';
import { organizationSummary } from './auth.ts';

/** Links are shown as <a href> and <img src>: only http(s), never javascript: or data:. */
const webUrl = z.url({ protocol: /^https?$/, message: 'Enter a full link starting with https://' }).max(500);

const optionalUrl = z
  .union([webUrl, z.literal('')])
  .optional()
  .transform((v) => (v ? v : undefined));

export const socialMediaInput = z.object({
  youtube: optionalUrl,
  instagram: optionalUrl,
  facebook: optionalUrl,
  linkedin: optionalUrl,
  twitter: optionalUrl,
});

const isTimeZone = (tz: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};

const organizationFields = {
  name: z.string().trim().min(2, 'Name must be at least 2 characters').max(120),
  description: z.string().trim().max(1000).nullable().optional(),
  address: z.string().trim().max(500).nullable().optional(),
  email: z
    .union([z.email({ message: 'Enter a valid email address' }).max(254), z.literal('')])
    .nullable()
    .optional()
    .transform((v) => (v ? v : null)),
  logoUrl: z
    .union([webUrl, z.string().regex(/^\/api\/files\//), z.literal('')])
    .nullable()
    .optional()
    .transform((v) => (v ? v : null)),
};
const timeZone = z.string().refine(isTimeZone, 'Unknown time zone');

export const organizationInput = z.object({
  ...organizationFields,
  socialMedia: socialMediaInput.prefault({}),
  timeZone: timeZone.default('Asia/Kolkata'),
});
export type OrganizationInput = z.input<typeof organizationInput>;

/**
 * No defaults here: in zod 4 `.partial()` still applies an inner default, so a PATCH of the
 * name alone would reset the time zone and wipe the social links.
 */
export const organizationUpdate = z.object({ ...organizationFields, socialMedia: socialMediaInput, timeZone }).partial();

export const organizationDetail = organizationSummary.extend({
  memberCount: z.number().int(),
  admins: z.array(z.object({ id: z.string(), name: z.string(), email: z.string().nullable() })),
  createdAt: z.string(),
});
export type OrganizationDetail = z.infer<typeof organizationDetail>;

export const organizationList = z.object({ data: z.array(organizationDetail) });

export const appointAdminRequest = z.object({
  email: z.email({ message: 'Enter a valid email address' }).transform((v) => v.toLowerCase()),
});
