import { z } from 'zod';

export const FORM_TYPES = ['contact-us', 'feedback'] as const;
export type FormType = (typeof FORM_TYPES)[number];

export const feedbackRequest = z.object({
  formType: z.enum(FORM_TYPES),
  name: z.string().trim().min(2, 'Name must be at least 2 characters').max(100),
  email: z.email({ message: 'Enter a valid email address' }).max(254),
  phone: z
    .string()
    .trim()
    .regex(/^(\+?[0-9]{10,13})?$/, 'Enter a valid phone number (10 to 13 digits)')
    .optional(),
  subject: z.string().trim().min(3, 'Subject must be at least 3 characters').max(150),
  message: z.string().trim().min(10, 'Message must be at least 10 characters').max(3000),
});
export type FeedbackRequest = z.input<typeof feedbackRequest>;

export const feedbackItem = z.object({
  id: z.string(),
  formType: z.enum(FORM_TYPES),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  subject: z.string(),
  message: z.string(),
  handled: z.boolean(),
  createdAt: z.string(),
});
export type FeedbackItem = z.infer<typeof feedbackItem>;

export const feedbackListQuery = z.object({
  formType: z.enum(FORM_TYPES).optional(),
  handled: z.enum(['true', 'false']).optional(),
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const feedbackList = z.object({ data: z.array(feedbackItem), total: z.number().int() });
export const feedbackUpdate = z.object({ handled: z.boolean() });
