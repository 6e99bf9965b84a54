import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { i18n } from '../i18n/i18n';
import { BootShell } from './boot-shell';

/**
 * What a page that failed to draw shows instead of the router's developer page: plain markup on
 * the shell (its code may be what failed to load), in the person's language, with a reload. A
 * reload also fetches a newer release when the failure was a chunk that no longer exists.
 */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <BootShell>
      <div className="boot-shell__failed" role="alert" data-testid="route-error">
        <p>{i18n.t('app.pageFailed')}</p>
        <button type="button" onClick={() => window.location.reload()}>
          {i18n.t('app.reload')}
        </button>
      </div>
    </BootShell>
  );
}
