import { App } from 'antd';
import { useState } from 'react';
import { useErrorText } from './error-text';
import { failureOfError } from './use-api-call';

/**
 * Runs one user action at a time: `busy` names the action under way (for its button's spinner
 * and to disable the others), success says `done`, a refusal says why in the person's language.
 * Resolves true when the action went through.
 */
export function useAction<Key extends string = string>() {
  const { message } = App.useApp();
  const errorText = useErrorText();
  const [busy, setBusy] = useState<Key | null>(null);
  const run = async (key: Key, action: () => Promise<unknown>, done: string): Promise<boolean> => {
    setBusy(key);
    try {
      await action();
      void message.success(done);
      return true;
    } catch (error) {
      void message.error(errorText(failureOfError(error)));
      return false;
    } finally {
      setBusy(null);
    }
  };
  return { busy, run };
}
