import type { z } from 'zod';
import { AppError } from './app-error';

/**
 * Parses request input with a zod schema; on failure throws `validation_failed` with one message
 * list per field, so bad input always gets a clear 422 and changes nothing.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {});
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
