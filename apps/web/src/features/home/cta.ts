import { paths } from '../../app/paths.ts';

/** Spec 2.7: 'Register Your Institute' goes to / when a token exists, otherwise to /signup. */
export function registerInstitutePath(token: string | null | undefined): string {
  return token ? paths.home : paths.signUp;
}

/** 'Start Free Trial' opens the institute sign-up (trial organisation) for visitors; signed-in people stay home. */
export function freeTrialPath(token: string | null | undefined): string {
  return token ? paths.home : `${paths.signUp}?type=institute`;
}

export const scheduleDemoPath = paths.contactUs;

/** 'Start practising free' (a student visitor): the student sign-up, not the institute's. */
export const practiseFreePath = paths.signUp;

/**
 * 'Try a free mock': sign up, then the free mock tests. The target rides in router state as
 * the sign-in guard's `from` does (auth's afterSignInPath reads it); a signed-in visitor of
 * /welcome goes straight there.
 */
export const freeMockSignUp = { to: paths.signUp, state: { from: `${paths.exams}?kind=mock&access=free` } };
