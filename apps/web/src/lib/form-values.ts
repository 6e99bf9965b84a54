import type { FormInstance } from 'antd';

/** What antd's `validateFields` rejects with when a rule fails: the fields already show why. */
function isValidationFailure(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'errorFields' in error;
}

/**
 * The form's values once every rule passes, or null when one fails: the failing fields show
 * their messages, so there is nothing more to say, and nothing is left unhandled.
 */
export async function validValues<Values>(form: FormInstance<Values>): Promise<Values | null> {
  try {
    return await form.validateFields();
  } catch (error) {
    if (isValidationFailure(error)) return null;
    throw error;
  }
}
