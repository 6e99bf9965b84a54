import { z } from 'zod';

const MAX_INT = 2_147_483_647;

/** A whole number given as text, e.g. a page number or an id in a path. */
export const intParam = (label: string, min = 1, max = MAX_INT) =>
  z
    .string()
    .regex(/^\d{1,10}$/, { error: `${label} must be a whole number` })
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(min, { error: `${label} must be at least ${min}` })
        .max(max, { error: `${label} must be at most ${max}` }),
    );

/** A comma-joined list of whole numbers, e.g. `ids=1,2,3`. */
export const intListParam = (label: string, maxItems = 200) =>
  z
    .string()
    .regex(/^\d{1,10}(,\d{1,10})*$/, { error: `${label} must be whole numbers joined by commas` })
    .transform((value) => [...new Set(value.split(',').map(Number))])
    .pipe(
      z
        .array(
          z
            .number()
            .int()
            .min(1)
            .max(MAX_INT, { error: `${label} has a number that is too large` }),
        )
        .max(maxItems, { error: `${label} may list at most ${maxItems} values` }),
    );

/** A comma-joined list of names from a fixed set, e.g. `include=a,b`. */
export const namesParam = <const T extends readonly [string, ...string[]]>(
  label: string,
  allowed: T,
) =>
  z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(allowed, { error: `${label} may only contain ${allowed.join(', ')}` })));
