import { loginByEmailRequestSchema } from '@autobid/contract';
import { describe, expect, it } from 'vitest';
import { AppError } from './app-error';
import { parseInput } from './parse';

function failureOf(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected parseInput to refuse the input');
}

// This file builds no classic zod schema, so the messages below come from the locale parse.ts sets.
describe('parseInput with a contract schema', () => {
  it('words a check without its own message in English', () => {
    const error = failureOf(() =>
      parseInput(loginByEmailRequestSchema, {
        email: 'dealer@example.com',
        password: 'secret',
        g_recaptcha_action: 'x'.repeat(101),
      }),
    );
    expect(error.code).toBe('validation_failed');
    expect(error.details.errors).toEqual({
      g_recaptcha_action: ['Too big: expected string to have <=100 characters'],
    });
  });

  it('keeps the message the contract gives a field', () => {
    const error = failureOf(() =>
      parseInput(loginByEmailRequestSchema, { email: 'dealer@example.com', password: '' }),
    );
    expect(error.message).toBe('Please enter password');
  });

  it('answers valid input with the parsed value', () => {
    expect(
      parseInput(loginByEmailRequestSchema, { email: 'dealer@example.com', password: 'secret' }),
    ).toEqual({ email: 'dealer@example.com', password: 'secret' });
  });
});
