import { useEffect, useState } from 'react';
import { getRuntimeConfig } from '../../config/runtime-config';
import { fetchCentralSignInEnabled } from './remote-config-gate';

/** One answer per page load: the sign-in page may mount several times (language change, back). */
let asked: { url: string | undefined; enabled: Promise<boolean> } | null = null;

/** Whether to offer central sign-in; false until the remote config has answered yes. */
export function useCentralSignInEnabled(): boolean {
  const url = getRuntimeConfig().remote_config_url;
  const [isEnabled, setIsEnabled] = useState(false);
  useEffect(() => {
    if (!asked || asked.url !== url) asked = { url, enabled: fetchCentralSignInEnabled(url) };
    const answer = asked.enabled;
    let isCurrent = true;
    void answer.then((enabled) => {
      if (isCurrent) setIsEnabled(enabled);
    });
    return () => {
      isCurrent = false;
    };
  }, [url]);
  return isEnabled;
}
