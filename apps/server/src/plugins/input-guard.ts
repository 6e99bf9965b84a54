import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';

/**
 * Control characters no field of the API accepts: NUL, which PostgreSQL cannot store in text, and
 * the other C0 controls and DEL, which no name, note or search means. Tab, line feed and carriage
 * return stay allowed in bodies (a note may have lines); a path or query takes none of them.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const BODY_CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const QUERY_CONTROL = /[\u0000-\u001F\u007F]/;
/** Half of a UTF-16 surrogate pair without its other half: not text, and not storable as UTF-8. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** How deep a JSON body is walked; deeper bodies are refused (no request of the API nests this far). */
const MAX_DEPTH = 32;

interface Finding {
  field: string;
  message: string;
}

/**
 * Refuses, before any handler reads it, input no route can take: control characters and broken
 * Unicode (a lone surrogate) in the path, the query or any string or key of a JSON body, and bodies
 * nested deeper than {@link MAX_DEPTH}. The answer is a 422 `validation_failed` naming the field,
 * and nothing has run. Registered after access, so a caller who may not call the route is told so
 * first (docs/input.md).
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    const finding = inspect(request);
    if (!finding) return;
    throw new AppError('validation_failed', finding.message, {
      errors: { [finding.field]: [finding.message] },
    });
  });
}

function inspect(request: FastifyRequest): Finding | null {
  const params = request.params as Record<string, unknown> | undefined;
  for (const [name, value] of Object.entries(params ?? {})) {
    const finding = checkText(name, value, QUERY_CONTROL);
    if (finding) return finding;
  }
  const query = request.query as Record<string, unknown> | undefined;
  for (const [name, value] of Object.entries(query ?? {})) {
    const keyFinding = checkText(name, name, QUERY_CONTROL);
    if (keyFinding) return keyFinding;
    for (const item of Array.isArray(value) ? value : [value]) {
      const finding = checkText(name, item, QUERY_CONTROL);
      if (finding) return finding;
    }
  }
  return walk(request.body, 'body', 0);
}

function walk(value: unknown, field: string, depth: number): Finding | null {
  if (typeof value === 'string') return checkText(field, value, BODY_CONTROL);
  if (typeof value !== 'object' || value === null) return null;
  // Multipart parts and other parsed non-JSON bodies are checked by their own routes.
  if (Buffer.isBuffer(value)) return null;
  if (depth >= MAX_DEPTH) {
    return { field, message: `${field} is nested too deeply` };
  }
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const finding = walk(item, `${field}.${index}`, depth + 1);
      if (finding) return finding;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    const name = field === 'body' ? key : `${field}.${key}`;
    const keyFinding = checkText(name, key, BODY_CONTROL);
    if (keyFinding) return keyFinding;
    const finding = walk(item, name, depth + 1);
    if (finding) return finding;
  }
  return null;
}

function checkText(field: string, value: unknown, control: RegExp): Finding | null {
  if (typeof value !== 'string') return null;
  if (control.test(value)) {
    return { field, message: `${field} must not contain control characters` };
  }
  if (LONE_SURROGATE.test(value)) {
    return { field, message: `${field} is not valid text` };
  }
  return null;
}
