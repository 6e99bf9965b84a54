import { loginByEmailRequestSchema } from '@autobid/contract';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { AppError } from './app-error';
import { parseBody, parseInput } from './parse';

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

describe('parseBody', () => {
  const tier = z.object({ from: z.number(), step: z.number() });
  const schema = z.object({
    name: z.string(),
    note: z.optional(z.nullable(z.string())),
    tiers: z.array(tier),
    contact: z._default(z.nullable(z.object({ phone: z.string() })), null),
    by: z.union([
      z.object({ kind: z.literal('cash') }),
      z.object({ kind: z.literal('card'), last4: z.string() }),
    ]),
    tags: z.record(z.string(), z.string()),
  });
  const valid = {
    name: 'a',
    tiers: [{ from: 0, step: 100 }],
    by: { kind: 'cash' },
    tags: { x: 'y' },
  };

  it('answers a body holding only the fields its schema names with the parsed value', () => {
    expect(parseBody(schema, { ...valid, by: { kind: 'card', last4: '4242' } })).toMatchObject({
      name: 'a',
      contact: null,
    });
  });

  it('refuses a field the request does not take, naming it, at any depth', () => {
    const error = failureOf(() =>
      parseBody(schema, {
        ...valid,
        fees: [],
        tiers: [{ from: 0, step: 100, stpe: 50 }],
        contact: { phone: '1', ext: '2' },
        by: { kind: 'cash', last5: '1' },
      }),
    );
    expect(error.code).toBe('validation_failed');
    expect(error.message).toBe('tiers.0.stpe is not a field this request takes');
    expect(error.details.errors).toEqual({
      fees: ['fees is not a field this request takes'],
      'tiers.0.stpe': ['tiers.0.stpe is not a field this request takes'],
      'contact.ext': ['contact.ext is not a field this request takes'],
      'by.last5': ['by.last5 is not a field this request takes'],
    });
  });

  it('names both a bad value and an unknown field in one answer', () => {
    const error = failureOf(() => parseBody(schema, { ...valid, name: 5, colour: 'red' }));
    expect(Object.keys(error.details.errors as object).sort()).toEqual(['colour', 'name']);
  });

  it('names a field called like a property every object has, and is not led astray by it', () => {
    const body = JSON.parse('{"toString": 6, "__proto__": {"name": 1}, "constructor": []}');
    const error = failureOf(() => parseBody(schema, { ...valid, ...body }));
    const errors = error.details.errors as Record<string, string[]>;
    expect(Object.keys(errors).sort()).toEqual(['__proto__', 'constructor', 'toString']);
    expect(new Map(Object.entries(errors)).get('toString')).toEqual([
      'toString is not a field this request takes',
    ]);
    expect(Object.getPrototypeOf(errors)).toBe(Object.prototype);
  });

  it('leaves the keys of a record and of a loose object free', () => {
    const loose = z.looseObject({ a: z.string() });
    expect(parseBody(loose, { a: 'x', anything: 1 })).toEqual({ a: 'x', anything: 1 });
    expect(parseBody(schema, { ...valid, tags: { any: 'key', other: 'key' } }).tags).toEqual({
      any: 'key',
      other: 'key',
    });
  });

  it('is what parseInput is not: parseInput drops the unknown field', () => {
    expect(parseInput(schema, { ...valid, fees: [] })).not.toHaveProperty('fees');
  });
});
