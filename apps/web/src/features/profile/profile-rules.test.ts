import { describe, expect, it } from 'vitest';
import { PROFILE_PICTURE_MAX_BYTES } from '@pariksha/shared/constants';
import { isStaffUser, pictureProblem, roleKey } from './profile-rules.ts';
import { profileDetailsForm } from './schemas.ts';

describe('pictureProblem', () => {
  it('accepts PNG, JPEG and WebP up to 2 MB', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp'])
      expect(pictureProblem({ type, size: PROFILE_PICTURE_MAX_BYTES })).toBeNull();
  });
  it('refuses other types and larger files with the server messages', () => {
    expect(pictureProblem({ type: 'image/gif', size: 10 })).toBe('Upload a PNG, JPEG or WebP image');
    expect(pictureProblem({ type: 'image/png', size: PROFILE_PICTURE_MAX_BYTES + 1 })).toBe('The image must be at most 2 MB');
  });
});

describe('roles', () => {
  it('names the role a person recognises and marks staff', () => {
    expect(roleKey({ role: 'admin', orgRole: 'owner' })).toBe('admin');
    expect(roleKey({ role: 'user', orgRole: 'teacher' })).toBe('teacher');
    expect(isStaffUser({ role: 'user', orgRole: 'teacher' })).toBe(true);
    expect(isStaffUser({ role: 'user', orgRole: 'student' })).toBe(false);
  });
});

describe('profile details form', () => {
  const base = { name: 'Asha', username: 'asha', preferredLanguage: 'en' as const };
  it('allows an empty phone and checks any other with the shared rule', () => {
    expect(profileDetailsForm.safeParse({ ...base, phone: '' }).success).toBe(true);
    expect(profileDetailsForm.safeParse({ ...base, phone: '+919876543210' }).success).toBe(true);
    expect(profileDetailsForm.safeParse({ ...base, phone: '12ab' }).error?.issues[0].message).toBe(
      'Enter a valid phone number (10 to 13 digits)',
    );
  });
});
