import type { ApiFailure } from '../../lib/api-error';

/** The field texts of `account.fieldErrors`: one per way a field can be refused. */
export type FieldErrorText =
  | 'name'
  | 'phone'
  | 'phoneTaken'
  | 'contactEmail'
  | 'contactPhone'
  | 'address'
  | 'wrongPassword'
  | 'password';

export interface FieldError {
  /** The form field it belongs on. */
  field: string;
  text: FieldErrorText;
  /** What the text names: a phone's example. */
  values?: { example: string };
}

/**
 * Where a refusal belongs on a form: the server names fields by their API names (`errors.phone`)
 * or answers a code that is about one field (`wrong_password`, `phone_taken`); `fields` maps the
 * API names a form shows to its own field and text. The server's own words are never shown.
 */
export function fieldErrorsOf(
  failure: ApiFailure,
  fields: Record<string, FieldError>,
): FieldError[] {
  const named = (name: string): FieldError[] => (fields[name] ? [fields[name]] : []);
  switch (failure.code) {
    case 'wrong_password':
      return named('current_password').map((entry) => ({ ...entry, text: 'wrongPassword' }));
    case 'phone_taken':
      return named('phone').map((entry) => ({ ...entry, text: 'phoneTaken' }));
    case 'auth/invalid-phone-number':
      return [...named('phone'), ...named('contact_phone')];
    default:
      return Object.keys(failure.fieldErrors ?? {}).flatMap(named);
  }
}
