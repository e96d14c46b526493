import { zodResolver } from '@hookform/resolvers/zod';
import { feedbackRequest } from '@pariksha/shared/schemas/feedback';

/**
 * The contact and feedback form's validation, in its own chunk with zod: ContactForm loads it
 * when the form is first touched, not with the page (issue 15: on a 4x slower CPU zod's schemas
 * were a quarter of a second of /contact-us's first main-thread work).
 */
export const feedbackResolver = zodResolver(feedbackRequest);
