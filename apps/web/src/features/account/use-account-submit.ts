import { App, type FormInstance } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../lib/error-text';
import { failureOfRejection } from '../../lib/state/account-actions';
import { fieldErrorsOf, type FieldError } from './server-field-errors';

/**
 * Runs one save of an account form: its button spins while it runs (its own flag, not the store's
 * `updating`, which a refused password change leaves set: spec §4), success says `done`, and a
 * refusal marks the fields it names and says why in the person's language.
 */
export function useAccountSubmit<Values>(
  form: FormInstance<Values>,
  fields: Record<string, FieldError>,
) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const errorText = useErrorText();
  const [isBusy, setBusy] = useState(false);
  const submit = async (action: () => Promise<unknown>, done: string): Promise<boolean> => {
    setBusy(true);
    try {
      await action();
      void message.success(done);
      return true;
    } catch (error) {
      const failure = failureOfRejection(error);
      form.setFields(
        fieldErrorsOf(failure, fields).map(({ field, text, values }) => ({
          name: field as never,
          errors: [t(`account.fieldErrors.${text}`, { example: values?.example ?? '' })],
        })),
      );
      void message.error(errorText(failure));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { isBusy, submit };
}
