import { z } from 'zod';
import { AppError } from './app-error';

// The contract's schemas are zod/mini ones, which carry no messages; classic zod sets English only
// once one of its own schemas is built, so it is set here, before any request is parsed.
z.config(z.locales.en());

/**
 * Parses request input with a zod schema; on failure throws `validation_failed` with one message
 * list per field, so bad input always gets a clear 422 and changes nothing.
 */
export function parseInput<S extends z.core.$ZodType>(schema: S, input: unknown): z.infer<S> {
  // zod's own safeParse takes classic schemas and the contract's zod/mini ones alike.
  const result = z.safeParse(schema, input ?? {});
  if (result.success) return result.data;
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') || 'body';
    (errors[field] ??= []).push(issue.message);
  }
  const first = Object.entries(errors)[0];
  const message = first ? `${first[1][0] ?? 'is invalid'}` : 'The request is invalid';
  throw new AppError('validation_failed', message, { errors });
}
