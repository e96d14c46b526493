import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { instituteSignUpForm, studentSignUpForm, type SignUpFormValues } from './schemas.ts';

/**
 * The sign-up form's validation per account type, in its own chunk with zod: SignUpPage loads it
 * when the form is first touched, not with the page (issue 15: zod's schemas cost a cheap phone
 * about 0.4 s of main-thread work on the first paint of /signup).
 */
export const signUpResolvers = {
  student: zodResolver(studentSignUpForm) as unknown as Resolver<SignUpFormValues>,
  institute: zodResolver(instituteSignUpForm) as unknown as Resolver<SignUpFormValues>,
};
