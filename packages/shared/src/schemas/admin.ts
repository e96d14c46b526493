import { z } from 'zod';
import { FORM_TYPES } from './feedback.ts';

/** How far back "new sign-ups" reaches on the platform overview. */
export const NEW_SIGNUP_WINDOW_DAYS = 7;
/** How many of the newest organisations and open messages the overview lists. */
export const ADMIN_RECENT_LIMIT = 5;

/** GET /api/admin/stats: the superAdmin's platform overview, computed by SQL aggregates. */
export const adminStats = z.object({
  organizations: z.number().int(),
  users: z.object({
    total: z.number().int(),
    user: z.number().int(),
    admin: z.number().int(),
    superAdmin: z.number().int(),
  }),
  /** Accounts created in the last NEW_SIGNUP_WINDOW_DAYS days. */
  newSignUps: z.number().int(),
  feedback: z.object({ open: z.number().int(), handled: z.number().int() }),
  newestOrganizations: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      logoUrl: z.string().nullable(),
      memberCount: z.number().int(),
      createdAt: z.string(),
    }),
  ),
  openFeedback: z.array(
    z.object({
      id: z.string(),
      formType: z.enum(FORM_TYPES),
      name: z.string(),
      subject: z.string(),
      createdAt: z.string(),
    }),
  ),
});
export type AdminStats = z.infer<typeof adminStats>;
