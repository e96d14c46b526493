import { describe, expect, it } from 'vitest';
import { freeTrialPath, registerInstitutePath, scheduleDemoPath } from './cta.ts';

describe('home call-to-action routing (spec 2.7)', () => {
  it("'Register Your Institute' goes to / with a token", () => {
    expect(registerInstitutePath('a.b.c')).toBe('/');
  });

  it("'Register Your Institute' goes to /signup without a token", () => {
    expect(registerInstitutePath(null)).toBe('/signup');
    expect(registerInstitutePath(undefined)).toBe('/signup');
    expect(registerInstitutePath('')).toBe('/signup');
  });

  it("'Start Free Trial' opens the institute sign-up only for visitors", () => {
    expect(freeTrialPath(null)).toBe('/signup?type=institute');
    expect(freeTrialPath('a.b.c')).toBe('/');
  });

  it("'Schedule Demo' goes to /contact-us", () => {
    expect(scheduleDemoPath).toBe('/contact-us');
  });
});
