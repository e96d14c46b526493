import { describe, expect, it } from 'vitest';
import { PASSWORDS_DO_NOT_MATCH } from '../../components/forms/password-confirm.ts';
import { instituteSignUpForm, resetPasswordForm, studentSignUpForm } from './schemas.ts';
import { afterSignInPath } from './redirect.ts';

const student = {
  name: 'Asha',
  email: 'Asha@Example.com',
  username: 'asha_v',
  password: 'secret123',
  confirmPassword: 'secret123',
  preferredLanguage: 'hi',
  inviteCode: '',
};

const confirmError = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.find((i) => i.path.join('.') === 'confirmPassword')?.message;

describe('password confirmation', () => {
  it('accepts matching passwords and applies the shared transforms', () => {
    const result = studentSignUpForm.safeParse(student);
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({ email: 'asha@example.com', inviteCode: undefined });
  });

  it('puts "Passwords do not match" on the confirm field', () => {
    expect(confirmError(studentSignUpForm.safeParse({ ...student, confirmPassword: 'secret124' }))).toBe(PASSWORDS_DO_NOT_MATCH);
    expect(confirmError(resetPasswordForm.safeParse({ password: 'secret123', confirmPassword: 'other123' }))).toBe(PASSWORDS_DO_NOT_MATCH);
  });

  it('still checks the shared password rules', () => {
    const result = resetPasswordForm.safeParse({ password: 'short', confirmPassword: 'short' });
    expect(result.error?.issues.map((i) => i.message)).toContain('Password must be at least 8 characters');
  });
});

describe('sign-up modes', () => {
  it('requires the institute name only for an institute', () => {
    const { inviteCode: _ignored, ...base } = student;
    const missing = instituteSignUpForm.safeParse({ ...base, instituteName: '' });
    expect(missing.error?.issues[0]).toMatchObject({ path: ['instituteName'], message: 'Institute name must be at least 2 characters' });
    expect(instituteSignUpForm.safeParse({ ...base, instituteName: 'Shiksha Academy' }).success).toBe(true);
    expect(studentSignUpForm.safeParse({ ...student, instituteName: '' }).success).toBe(true);
  });
});

describe('mobile number and optional username', () => {
  it('takes a mobile number instead of an email, normalised to +91, and no username', () => {
    const result = studentSignUpForm.safeParse({ ...student, email: '', username: '', phone: '098765 43210' });
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({ phone: '+919876543210', email: undefined, username: undefined });
  });

  it('asks for a mobile number or an email when both are blank', () => {
    const result = studentSignUpForm.safeParse({ ...student, email: '', phone: '' });
    expect(result.error?.issues).toContainEqual(expect.objectContaining({ path: ['phone'], message: 'Enter a mobile number or an email' }));
  });

  it('refuses a number that is not an Indian mobile', () => {
    const result = studentSignUpForm.safeParse({ ...student, phone: '12345' });
    expect(result.error?.issues[0]).toMatchObject({ path: ['phone'], message: 'Enter a 10-digit Indian mobile number' });
  });
});

describe('afterSignInPath', () => {
  it('goes back to an in-app page and nowhere else', () => {
    expect(afterSignInPath({ from: { pathname: '/profile', search: '?tab=1', hash: '' } })).toBe('/profile?tab=1');
    expect(afterSignInPath({ from: '//evil.example.com' })).toBe('/');
    expect(afterSignInPath({ from: 'https://evil.example.com' })).toBe('/');
    expect(afterSignInPath({ from: { pathname: '/signin' } })).toBe('/');
    expect(afterSignInPath(null)).toBe('/');
  });
});
