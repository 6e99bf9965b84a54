import { z } from 'zod';
import { AppError } from './app-error';
import { isRecord } from './is-record';

// The contract's schemas are zod/mini ones, which carry no messages; classic zod sets English only
// once one of its own schemas is built, so it is set here, before any request is parsed.
z.config(z.locales.en());

// Messages by field in a map: a field is named by the caller (`toString`, `__proto__`), so it
// must not meet the properties every plain object already has.
type Errors = Map<string, string[]>;

function addError(errors: Errors, field: string, message: string) {
  const messages = errors.get(field);
  if (messages) messages.push(message);
  else errors.set(field, [message]);
}

function refuse(errors: Errors): never {
  const first = [...errors.values()][0];
  const message = first ? `${first[0] ?? 'is invalid'}` : 'The request is invalid';
  throw new AppError('validation_failed', message, { errors: Object.fromEntries(errors) });
}

function issuesOf<S extends z.core.$ZodType>(schema: S, input: unknown) {
  // zod's own safeParse takes classic schemas and the contract's zod/mini ones alike.
  const result = z.safeParse(schema, input ?? {});
  const errors: Errors = new Map();
  if (!result.success)
    for (const issue of result.error.issues)
      addError(errors, issue.path.join('.') || 'body', issue.message);
  return { result, errors };
}

/**
 * Parses request input with a zod schema; on failure throws `validation_failed` with one message
 * list per field, so bad input always gets a clear 422 and changes nothing.
 */
export function parseInput<S extends z.core.$ZodType>(schema: S, input: unknown): z.infer<S> {
  const { result, errors } = issuesOf(schema, input);
  if (result.success) return result.data;
  refuse(errors);
}

/**
 * The keys of `value` its schema does not name, as dotted paths (`fees`, `tiers.0.step`), looked
 * for wherever the schema says what an object holds: through optional, nullable, default and
 * pipe wrappers, arrays, tuples, intersections and unions (a value fits a union through the option
 * that leaves the fewest keys unnamed). An object that takes any key (a record, a loose object, a
 * value of any shape) names all of them.
 */
export function unknownFields(schema: z.core.$ZodType, value: unknown, path = ''): string[] {
  const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
  const at = (key: string | number) => (path ? `${path}.${key}` : String(key));
  const inner = (next: unknown, nextValue = value, nextPath = path) =>
    unknownFields(next as z.core.$ZodType, nextValue, nextPath);
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return value === undefined || value === null ? [] : inner(def.innerType);
    case 'pipe':
      return inner(def.in);
    case 'lazy':
      return inner((def.getter as () => unknown)());
    case 'array':
      return Array.isArray(value)
        ? value.flatMap((item, i) => inner(def.element, item, at(i)))
        : [];
    case 'tuple':
      return Array.isArray(value)
        ? (def.items as unknown[]).flatMap((item, i) => inner(item, value[i], at(i)))
        : [];
    case 'intersection': {
      const left = new Set(inner(def.left));
      return inner(def.right).filter((field) => left.has(field));
    }
    case 'union': {
      const found = (def.options as unknown[]).map((option) => inner(option));
      return found.reduce(
        (fewest, next) => (next.length < fewest.length ? next : fewest),
        found[0] ?? [],
      );
    }
    case 'object': {
      if (!isRecord(value)) return [];
      const shape = def.shape as Record<string, z.core.$ZodType>;
      const catchall = def.catchall as z.core.$ZodType | undefined;
      return Object.entries(value).flatMap(([key, item]) => {
        const known = Object.hasOwn(shape, key) ? shape[key] : undefined;
        if (known) return inner(known, item, at(key));
        if (catchall && catchall._zod.def.type !== 'never') return inner(catchall, item, at(key));
        return [at(key)];
      });
    }
    case 'record':
      return isRecord(value)
        ? Object.entries(value).flatMap(([key, item]) => inner(def.valueType, item, at(key)))
        : [];
    default:
      return [];
  }
}

/**
 * Parses a request body like `parseInput`, and also refuses a field the request does not take,
 * naming it: a misspelt or misplaced field would otherwise be dropped without a word, and the
 * caller would believe a change made that was not (docs/input.md).
 */
export function parseBody<S extends z.core.$ZodType>(schema: S, body: unknown): z.infer<S> {
  const { result, errors } = issuesOf(schema, body);
  for (const field of unknownFields(schema, body ?? {}))
    addError(errors, field, `${field} is not a field this request takes`);
  if (result.success && errors.size === 0) return result.data;
  refuse(errors);
}
