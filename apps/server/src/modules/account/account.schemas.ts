import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { intParam } from '../../lib/query-params';

export const userIdParams = z.object({ id: intParam('user id') });
export const groupIdParams = z.object({ id: intParam('group id') });
export const resetParams = z.object({ user_id: intParam('user_id') });

/**
 * An update must name something to change: an empty body is a client mistake (422), told before
 * whether the caller may change the row, as every input check is.
 */
export function requireSomeChange<T extends object>(
  input: T,
  fields: readonly (keyof T & string)[],
): T {
  if (fields.some((field) => input[field] !== undefined)) return input;
  const message = `Please enter ${fields.join(', ').replace(/, ([^,]*)$/, ' or $1')}`;
  throw new AppError('validation_failed', message, { errors: { body: [message] } });
}
