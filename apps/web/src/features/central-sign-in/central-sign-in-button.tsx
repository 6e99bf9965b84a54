import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getPortalWebAuth } from '../../lib/web-auth/portal-web-auth';
import { useCentralSignInEnabled } from './use-central-sign-in-enabled';
import './central-sign-in.css';

interface CentralSignInButtonProps {
  /** The region chosen on the sign-in page, sent as `auth_country`. */
  country?: string;
  /** `auth_method`: how the hosted page asks the person to sign in (spec §9: e-mail by default). */
  method?: 'email' | 'phone';
  /** `auth_user` and `auth_phone_number`, when the page already knows them. */
  user?: string;
  phoneNumber?: string;
  /** Where to land afterwards; the sign-in page's own `redirectUrl` unless given. */
  redirectUrl?: string | null;
}

/**
 * "Sign in with AutoBid ID": sends the browser to the central sign-in service. Renders nothing
 * unless the remote config says central sign-in is on (spec §4).
 */
export function CentralSignInButton({
  country,
  method = 'email',
  user,
  phoneNumber,
  redirectUrl,
}: CentralSignInButtonProps) {
  const { t } = useTranslation();
  const isEnabled = useCentralSignInEnabled();
  const [isLeaving, setIsLeaving] = useState(false);
  if (!isEnabled) return null;

  const handleClick = () => {
    setIsLeaving(true);
    // The landing page travels as `state` and comes back with the code (checked on return).
    const state = redirectUrl ?? new URLSearchParams(window.location.search).get('redirectUrl');
    getPortalWebAuth()
      .requestSignIn({
        ...(state ? { state } : {}),
        authMethod: method,
        ...(user ? { authUser: user } : {}),
        ...(country ? { authCountry: country } : {}),
        ...(phoneNumber ? { authPhoneNumber: phoneNumber } : {}),
      })
      .catch(() => setIsLeaving(false));
  };

  return (
    <div className="central-sign-in">
      <p className="central-sign-in__or" aria-hidden="true">
        <span>{t('centralSignIn.or')}</span>
      </p>
      <button
        type="button"
        className="central-sign-in__button"
        data-testid="central-sign-in"
        disabled={isLeaving}
        aria-busy={isLeaving}
        onClick={handleClick}
      >
        <span className="brand-mark central-sign-in__mark" aria-hidden="true">
          A
        </span>
        {t('centralSignIn.button')}
      </button>
    </div>
  );
}
