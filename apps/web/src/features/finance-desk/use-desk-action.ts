import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../lib/error-text';
import { failureOfError } from '../../lib/use-api-call';

/**
 * Runs one desk action at a time: `busy` names the action under way, success shows `done`, a
 * refusal shows why in the person's language. Either way `onSettled` runs, so the page shows
 * what now stands: after a refusal because someone else acted first (409) as much as after success.
 * Resolves true when the action went through.
 */
export function useDeskAction(onSettled: () => void) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const errorText = useErrorText();
  const [busy, setBusy] = useState<string | null>(null);
  const run = async (key: string, action: () => Promise<unknown>, done: string) => {
    setBusy(key);
    try {
      await action();
      void message.success(done);
      return true;
    } catch (error) {
      const failure = failureOfError(error);
      void message.error(
        failure.code === 'invalid_transition' ? t('financeDesk.stale') : errorText(failure),
      );
      return false;
    } finally {
      setBusy(null);
      onSettled();
    }
  };
  return { busy, run };
}
