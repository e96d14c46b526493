import { describe, expect, it } from 'vitest';
import { PASSWORDS_DO_NOT_MATCH } from '../../components/forms/password-confirm.ts';
import { changePasswordForm } from './schemas.ts';

describe('changePasswordForm', () => {
  it('puts "Passwords do not match" on the confirm field', () => {
    const result = changePasswordForm.safeParse({ currentPassword: 'x', newPassword: 'secret123', confirmPassword: '' });
    expect(result.error?.issues.find((i) => i.path.join('.') === 'confirmPassword')?.message).toBe(PASSWORDS_DO_NOT_MATCH);
  });
});
