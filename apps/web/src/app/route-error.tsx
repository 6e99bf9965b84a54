import { Component, type ErrorInfo, type ReactNode } from 'react';
import { i18n } from '../i18n/i18n';
import { BootShell } from './boot-shell';

/**
 * What a page that failed to draw shows instead of a blank screen: plain markup on the shell (its
 * code may be what failed to load), in the person's language, with a reload. A reload also
 * fetches a newer release when the failure was a chunk that no longer exists.
 */
export function RouteError() {
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

interface RouteErrorBoundaryProps {
  /** The page's address: a new one clears the error, so a link or Back leaves a broken page. */
  pathname: string;
  children: ReactNode;
}

interface RouteErrorBoundaryState {
  hasFailed: boolean;
}

/** Catches a page that throws while it draws (or whose code fails to load) and shows `RouteError`. */
export class RouteErrorBoundary extends Component<
  RouteErrorBoundaryProps,
  RouteErrorBoundaryState
> {
  override state: RouteErrorBoundaryState = { hasFailed: false };

  static getDerivedStateFromError(): RouteErrorBoundaryState {
    return { hasFailed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override componentDidUpdate(previous: RouteErrorBoundaryProps): void {
    if (this.state.hasFailed && previous.pathname !== this.props.pathname) {
      this.setState({ hasFailed: false });
    }
  }

  override render(): ReactNode {
    return this.state.hasFailed ? <RouteError /> : this.props.children;
  }
}
