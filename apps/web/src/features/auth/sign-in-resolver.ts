import { zodResolver } from '@hookform/resolvers/zod';
import { signInRequest } from '@pariksha/shared/schemas/auth';

/** The sign-in form's validation, in its own chunk with zod (SignInPage loads it on the first submit). */
export const signInResolver = zodResolver(signInRequest);
