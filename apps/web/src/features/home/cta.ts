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
