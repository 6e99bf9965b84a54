import { describe, expect, it } from 'vitest';
import { AppError, refusal } from './app-error';

describe('refusal', () => {
  it('is an AppError with its code, message, details and status, and no stack frames', () => {
    const error = refusal('bid_below_minimum', 'The bid must be at least MYR 25,200.', {
      minimum: 25_200,
    });
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      code: 'bid_below_minimum',
      message: 'The bid must be at least MYR 25,200.',
      details: { minimum: 25_200 },
      status: 422,
    });
    expect(error.stack).toBe('AppError: The bid must be at least MYR 25,200.');
  });

  it('leaves the stack traces of every other error as they were', () => {
    const before = Error.stackTraceLimit;
    refusal('already_winning', 'You already hold the highest bid.');
    expect(Error.stackTraceLimit).toBe(before);
    expect(new AppError('not_found', 'No such auction.').stack).toMatch(/\n\s+at /);
  });
});
