import type { ReactNode } from 'react';
import { isLoginPath } from '../lib/safe-redirect';

/**
 * The shell index.html paints before any script arrives (its styles live there too), drawn again
 * by React while the first page's code loads, so a slow phone never shows a blank screen.
 * With children (a message), they take the place of the placeholder cards.
 */
export function BootShell({ children }: { children?: ReactNode }) {
  const isLogin = isLoginPath(window.location.pathname) && !children;
  return (
    <div className={`boot-shell${isLogin ? ' boot-shell--login' : ''}`} aria-busy={!children}>
      <div className="boot-shell__bar">
        <span className="boot-shell__mark" aria-hidden="true">
          A
        </span>
        AutoBid
      </div>
      {children ?? (
        <div className="boot-shell__cards">
          <div className="boot-shell__card" />
          <div className="boot-shell__card" />
          <div className="boot-shell__card" />
        </div>
      )}
    </div>
  );
}
