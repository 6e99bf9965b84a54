import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useWebAuth } from '../../../lib/web-auth/auth-provider';
import { completeCentralSignIn, type CallbackFailure } from '../complete-sign-in';
import '../central-sign-in.css';

interface CentralSignInCallbackPageProps {
  /** Where to land when the sign-in brought no usable landing page back. */
  homePath: string;
  loginPath: string;
  /** Starts the app's session with the central token (the app loads the user as after any sign-in). */
  startSession: (token: string) => Promise<boolean>;
}

/**
 * The callback path `authorized` (spec §2): the sign-in service returns here with a code. Plain
 * markup in the sign-in page's look; a failure says what happened and offers a new sign-in, and
 * never signs anyone in.
 */
export function CentralSignInCallbackPage({
  homePath,
  loginPath,
  startSession,
}: CentralSignInCallbackPageProps) {
  const { t } = useTranslation();
  const auth = useWebAuth();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [failure, setFailure] = useState<CallbackFailure | null>(null);
  const [isRestarting, setIsRestarting] = useState(false);
  // The code is single use: the work runs once per visit, however often React runs the effect.
  const hasStarted = useRef(false);
  const state = new URLSearchParams(search).get('state');

  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    void completeCentralSignIn({ auth, search, homePath, startSession }).then((outcome) => {
      if (outcome.ok) void navigate(outcome.target, { replace: true });
      else setFailure(outcome.failure);
    });
  }, [auth, search, homePath, startSession, navigate]);

  const handleRetry = () => {
    setIsRestarting(true);
    auth.requestSignIn(state ? { state } : {}).catch(() => setIsRestarting(false));
  };

  return (
    <main className="login-page">
      <section className="login-card" aria-labelledby="central-sign-in-title" aria-live="polite">
        <div className="login-card__brand">
          <span className="brand-mark" aria-hidden>
            A
          </span>
          <div>
            <p className="login-card__product">{t('app.name')}</p>
            <p className="login-card__muted">{t('app.tagline')}</p>
          </div>
        </div>
        <h1 className="login-card__title" id="central-sign-in-title">
          {failure ? t('centralSignIn.failedTitle') : t('centralSignIn.title')}
        </h1>
        {failure ? (
          <>
            <div className="sign-in-form__failure" role="alert" data-testid="central-sign-in-error">
              {t(`centralSignIn.${failure}`)}
            </div>
            <div className="central-sign-in-actions">
              <button
                type="button"
                className="sign-in-form__submit"
                data-testid="central-sign-in-retry"
                disabled={isRestarting}
                onClick={handleRetry}
              >
                {t('centralSignIn.retry')}
              </button>
              <Link to={loginPath}>{t('centralSignIn.back')}</Link>
            </div>
          </>
        ) : (
          <p
            className="login-card__muted central-sign-in-status"
            data-testid="central-sign-in-progress"
          >
            <span className="sign-in-form__spinner" aria-hidden="true" />
            {t('centralSignIn.working')}
          </p>
        )}
      </section>
    </main>
  );
}
