import { describe, expect, it } from 'vitest';
import { fieldErrorsOf, type FieldError } from './server-field-errors';

const profile: Record<string, FieldError> = {
  name: { field: 'name', text: 'name' },
  phone: { field: 'phone', text: 'phone' },
};
const password: Record<string, FieldError> = {
  current_password: { field: 'current_password', text: 'wrongPassword' },
  password: { field: 'password', text: 'password' },
};

describe('where a refused account change is shown', () => {
  it('puts each field the server names on the form field that shows it, ignoring others', () => {
    const failure = {
      status: 422,
      code: 'validation_failed' as const,
      message: '',
      fieldErrors: { name: ['Please enter name'], language: ['bad'] },
    };
    expect(fieldErrorsOf(failure, profile)).toEqual([{ field: 'name', text: 'name' }]);
  });

  it('shows a wrong current password on the current password field', () => {
    const failure = { status: 422, code: 'wrong_password' as const, message: '' };
    expect(fieldErrorsOf(failure, password)).toEqual([
      { field: 'current_password', text: 'wrongPassword' },
    ]);
  });

  it('shows a number used by another account and an invalid number on the phone field', () => {
    const taken = { status: 409, code: 'phone_taken' as const, message: '' };
    const invalid = { status: 422, code: 'auth/invalid-phone-number' as const, message: '' };
    expect(fieldErrorsOf(taken, profile)).toEqual([{ field: 'phone', text: 'phoneTaken' }]);
    expect(fieldErrorsOf(invalid, profile)).toEqual([{ field: 'phone', text: 'phone' }]);
  });

  it('marks no field for a refusal about none (forbidden)', () => {
    const failure = { status: 403, code: 'forbidden' as const, message: '' };
    expect(fieldErrorsOf(failure, profile)).toEqual([]);
  });
});
