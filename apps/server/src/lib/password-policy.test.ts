import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS } from './common-passwords';
import { assertPasswordAllowed, passwordProblem } from './password-policy';

describe('the password policy (docs/account.md)', () => {
  it('accepts a long password that is not on the list', () => {
    expect(passwordProblem('harbour-lights-77')).toBeNull();
    expect(passwordProblem('รหัสผ่านยาวพอสมควร')).toBeNull();
  });

  it('refuses a listed password whatever its case, and with digits or symbols added at the end', () => {
    for (const password of [
      'QWERTYUIOP',
      '1234567890',
      'Password2024!',
      'sunshine!!!',
      'monkey 12345',
    ])
      expect(passwordProblem(password)).toBe(
        'password is too common: choose one that others would not guess',
      );
  });

  it('does not refuse a listed word inside a longer phrase', () => {
    expect(passwordProblem('monkey business at noon')).toBeNull();
  });

  it('refuses the e-mail address or its part before the @, with or without a suffix', () => {
    const email = 'Siti.Aminah@example.com';
    for (const password of ['siti.aminah@example.com', 'SITI.AMINAH', 'siti.aminah2026'])
      expect(passwordProblem(password, { email })).toBe('password must not be your e-mail address');
  });

  it('refuses too short, too long, only spaces and one or two characters repeated', () => {
    expect(passwordProblem('abc123xyz')).toBe('password must be at least 10 characters');
    expect(passwordProblem('x'.repeat(129))).toBe('password must be at most 128 characters');
    expect(passwordProblem(' '.repeat(12))).toBe('password must not be only spaces');
    expect(passwordProblem('abababababab')).toBe(
      'password must use more than two different characters',
    );
  });

  it('names the field in the 422 it throws', () => {
    expect(() => assertPasswordAllowed('football10', {}, 'new_password')).toThrow(
      expect.objectContaining({
        code: 'validation_failed',
        details: {
          errors: { new_password: [expect.stringMatching(/^new_password is too common/)] },
        },
      }),
    );
  });

  it('keeps the list in lower case with no entry shorter than six characters', () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThan(1_000);
    for (const entry of COMMON_PASSWORDS) {
      expect(entry).toBe(entry.toLowerCase());
      expect(entry.length).toBeGreaterThanOrEqual(6);
    }
  });
});
